import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';

// The business's e-mail: JSON-LD, microdata, mailto: links, Cloudflare-protected addresses,
// then visible text, including the obfuscations small sites use against spam bots:
// "contact [at] domaine.fr", "contact (at) domaine (dot) fr", "contact arobase domaine point fr".

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}$/i;
const ASSET_TLD = /\.(png|jpe?g|gif|webp|svg|avif|css|js)$/i;
const PLACEHOLDER =
  /^(?:e-?mail|email|votre|your|name|nom|prenom|exemple|example|john\.?doe|user)@|@(?:sentry|wixpress|sentry-next)\.(?:com|fr|org|net|io)$/i;

export function normalizeEmail(raw: string): string | undefined {
  // "mailto:Sophie Martin<sophie@x.fr>?subject=…": the address inside the angle brackets.
  const named = /<([^<>\s]+@[^<>\s]+)>/.exec(raw);
  const e = (named ? named[1]! : raw)
    .trim()
    .replace(/^mailto:/i, '')
    .split('?')[0]!
    .trim()
    .replace(/[.,;:]+$/, '')
    .toLowerCase();
  if (!EMAIL.test(e) || ASSET_TLD.test(e) || PLACEHOLDER.test(e)) return undefined;
  return e;
}

const AT = String.raw`(?:\s*@\s*|\s*[\[({<]\s*(?:at|@|arobase|chez)\s*[\])}>]\s*|\s+(?:at|arr?obase)\s+|\s*[\[({]\s*arrobase\s*[\])}]\s*)`;
const DOT = String.raw`(?:\.|\s+\.\s+|\s*[\[({<]\s*(?:dot|point|\.)\s*[\])}>]\s*|\s+(?:dot|point)\s+)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const OBFUSCATED = new RegExp(String.raw`([a-z0-9][a-z0-9._%+-]*)${AT}(${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,12})(?![a-z0-9])`, 'gi');
// A bare " at " / " dot " spelling is only believed with a real-looking top-level domain.
const KNOWN_TLD = /^(?:fr|com|be|ch|ca|uk|co\.uk|org|net|eu|io|info|biz|us|lu|mc|de|es|it|pro|shop|store|paris|bzh|quebec|ie)$/i;

/** E-mail addresses written (or disguised) in a piece of visible text. */
export function emailsInText(text: string): string[] {
  const out: string[] = [];
  const decoded = text.replace(/&#64;|&commat;/gi, '@').replace(/&#46;|&period;/gi, '.');
  for (const m of decoded.matchAll(OBFUSCATED)) {
    const local = m[1]!;
    const domain = m[2]!.replace(new RegExp(DOT, 'gi'), '.');
    // "contact@x.fr" is plain; "contact @ x.fr" or "contact [at] x.fr" are disguises, only
    // believed with a real-looking top-level domain ("Contact us @petalandstem.to" is a handle).
    const usedPlainAt = /[^\s]@[^\s]/.test(m[0]);
    const tld = domain.split('.').slice(-1)[0]!;
    if (!usedPlainAt && !KNOWN_TLD.test(tld)) continue;
    // "Open Monday at 9 dot …" never yields a domain; a bare "at" also needs a dotted domain.
    if (!domain.includes('.')) continue;
    // Every label but the TLD needs a letter: "open at 9 dot com" is a sentence, not an address.
    if (
      !usedPlainAt &&
      !domain
        .split('.')
        .slice(0, -1)
        .every((l) => /[a-z]/i.test(l) && l.length >= 2)
    )
      continue;
    const e = normalizeEmail(`${local}@${domain}`);
    if (e) out.push(e);
  }
  return out;
}

/** Cloudflare's e-mail protection: hex bytes XOR-ed with the first byte. */
export function decodeCfEmail(hex: string): string | undefined {
  if (!/^[0-9a-f]{4,}$/i.test(hex) || hex.length % 2) return undefined;
  const key = parseInt(hex.slice(0, 2), 16);
  let out = '';
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return normalizeEmail(out);
}

const SECONDARY_MAILBOX =
  /^(?:recrutement|jobs?|careers?|emploi|candidatures?|rgpd|gdpr|dpo|privacy|donnees|noreply|no-reply|ne-pas-repondre|webmaster|compta|comptabilite|facturation|factures?|invoices?|billing|press|presse|abuse|postmaster)@/i;

// "Site réalisé par …", "Website by …": the web agency's address, not the business's.
const WEB_AGENCY =
  /r[ée]alis[ée] par|conception(?: du site| web| graphique)?\s*(?:par|:)|con[çc]u par|d[ée]velopp[ée] par|cr[ée]ation\s*:|webdesign|web design|site by|website by|designed by|created by|powered by|h[ée]berg[ée] par|hosted by|webmaster|agence web/i;

export function extractEmail(pages: Page[], nodes: JsonLdNode[]): { email: string; source: string } | null {
  for (const node of businessNodes(nodes)) {
    for (const v of [
      ...list(node.email),
      ...list(node.contactPoint).map((c) => (c && typeof c === 'object' ? (c as Record<string, unknown>).email : undefined)),
    ]) {
      const e = normalizeEmail(str(v) ?? '');
      if (e) return { email: e, source: node.__source };
    }
  }
  for (const page of pages) {
    let found: string | undefined;
    for (const el of page.index.itemprops.get('email') ?? []) {
      const $el = page.$(el);
      found ??= normalizeEmail($el.attr('content') ?? $el.attr('href') ?? $el.text());
    }
    if (found) return { email: found, source: page.url };
  }
  // Within one tier, an address for jobs, privacy or invoices is only a fallback.
  let fallback: { email: string; source: string } | undefined;
  const pick = (e: string | undefined, source: string) => {
    if (!e) return undefined;
    if (SECONDARY_MAILBOX.test(e)) {
      fallback ??= { email: e, source };
      return undefined;
    }
    return e;
  };
  for (const page of pages) {
    let found: string | undefined;
    for (const el of page.index.anchors) {
      let href = el.attribs.href ?? '';
      if (!/^\s*mailto:/i.test(href)) continue;
      try {
        href = decodeURIComponent(href);
      } catch {
        /* keep raw */
      }
      const context = el.parent ? page.$(el.parent).text() : '';
      if (!found && WEB_AGENCY.test(context)) continue;
      found ??= pick(normalizeEmail(href), page.url);
    }
    for (const el of page.index.cfEmails) found ??= pick(decodeCfEmail(el.attribs['data-cfemail'] ?? ''), page.url);
    for (const e of page.index.scriptEmails) found ??= pick(normalizeEmail(e), page.url);
    if (found) return { email: found, source: page.url };
  }
  for (const page of pages) {
    for (const line of page.lines) {
      if (line.inNav || !/@|\bat\b|arr?obase|\[|\(/i.test(line.text) || WEB_AGENCY.test(line.text)) continue;
      for (const e of emailsInText(line.text)) if (pick(e, page.url)) return { email: e, source: page.url };
    }
  }
  return fallback ?? null;
}
