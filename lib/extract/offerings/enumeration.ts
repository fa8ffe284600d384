// "Check-ups, hygiene, fillings, crowns and root canal — the everyday care that…": a card or menu
// entry that describes an offering by listing what it covers. The list before the first dash,
// colon or full stop is split into its items when every item is a short noun phrase; a sentence
// ("digital imaging … and screening tools support thoughtful care") is not a list.

import { isNonOfferSection } from './not-offerings';

const MAX_ITEM_WORDS = 4;

/**
 * "nonpayment and holdover proceedings" names two proceedings; "pose et entretien de chaudières" two
 * jobs on boilers. When a single word is joined to a longer phrase, it shares that phrase's head:
 * the last word in English, the "de …" complement in French. Otherwise the two stay as written.
 */
export function distributePair(left: string, right: string, french = false): [string, string] {
  const l = left.trim();
  const r = right.trim();
  // A plural is a noun of its own ("bridges and root canal"), not a modifier of the phrase after it.
  if (/\s/.test(l) || !/\s/.test(r) || /[^su]s$/i.test(l)) return [l, r];
  // A short complement only: "robes de soirée et de mariée" is not shared.
  const complement = /^\S+\s+((?:de|du|des|d['’])\s*[^\s]+(?:\s[^\s]+)?)$/i.exec(r);
  if (complement) return [`${l} ${complement[1]}`, r];
  // French puts the adjective after the noun ("massages et soins relaxants"): only the complement
  // is shared there.
  if (french || /\s(?:de|du|des|d['’]|à|au|aux|en|pour|par|avec|et|by|with|from|for|of|in|on|to|at|and)\s/i.test(` ${r} `)) return [l, r];
  // Only a two-word partner ("holdover proceedings") lends its head: "wrestling and mixed martial
  // arts" are two disciplines, not "wrestling arts".
  if (r.split(/\s+/).length !== 2) return [l, r];
  return [`${l} ${r.split(/\s+/).pop()}`, r];
}

/** A list split into items at commas and "and/et/&", a joined single word sharing its partner's head. */
// Enough to tell a French list from an English one.
const FRENCH_WORDS = /(?:^|\s)(?:de|des|du|le|la|les|et|pour|avec|nos|vos|au|aux|sur|en|[dl]['’]\p{L}+)(?=\s|$)/iu;

// "des plats, des buffets et des salades": items that each open with an article.
const ARTICLE_ITEM = /^(?:des|du|de la|de l['’]|d['’]|les|le|la|l['’])\s*\S/i;

function splitList(text: string, clean: (chunk: string) => string = (c) => c): string[] {
  const french = FRENCH_WORDS.test(text);
  const chunks = text.split(/\s*,\s*/);
  // When the items each open with an article, "et des …" / "et du …" starts one more item; otherwise
  // "robes de soirée et de mariée" shares its noun and stays one.
  const parallel = chunks.length >= 2 && chunks.slice(0, -1).every((c) => ARTICLE_ITEM.test(c.replace(/^(?:and|et|&)\s+/i, '').trim()));
  return chunks.flatMap((raw) => {
    if (parallel) {
      const m = /^(.+?)\s+et\s+((?:des|du|de la|de l['’]|d['’])\s*.+)$/i.exec(raw.trim());
      if (m) return [clean(m[1]!), clean(m[2]!)];
    }
    const chunk = clean(raw.replace(/^(?:and|et|&)\s+/i, '').trim());
    const pair = /^(.+?)\s+(?:and|et|&)\s+(?!(?:de|du|des|d['’]|of|for|à|au|aux|pour)\b)(.+)$/i.exec(chunk);
    return pair ? distributePair(clean(pair[1]!), clean(pair[2]!), french) : [chunk];
  });
}

// A quotation ("“Friendly, on time and tidy.”", « Rapide, efficace… ») is what someone said,
// never a list of what the business offers.
const QUOTED = /^\s*["“”«„‘'’]/;

export function enumerationItems(text: string): string[] {
  if (QUOTED.test(text)) return [];
  const head = text.split(/\s[—–-]\s|:\s|\.\s|\.$|;|…/)[0]?.trim() ?? '';
  if (!head || !/,/.test(head)) return [];
  const parts = splitList(head)
    .map((p) => p.replace(/^[\s•·-]+|[\s.]+$/g, '').trim())
    .filter(Boolean);
  if (parts.length < 3) return [];
  if (parts.some((p) => p.split(/\s+/).length > MAX_ITEM_WORDS || p.length > 40 || /\d{3,}|[?!]/.test(p))) return [];
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * How many offerings a card's text names: its list items, or the two of "Dental implants and
 * denture stability" (too short a list to be split into services, but counted when deciding whether
 * the items under the categories are too many to list).
 */
export function coveredCount(text: string): number {
  if (QUOTED.test(text)) return 0;
  const items = enumerationItems(text);
  if (items.length) return items.length;
  const head = text.split(/\s[—–-]\s|:\s|\.\s|\.$|;|…/)[0]?.trim() ?? '';
  const parts = head.split(/\s*,\s*|\s+(?:and|et|&)\s+/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => p.split(/\s+/).length <= MAX_ITEM_WORDS) ? parts.length : 0;
}

// Verbs of a trade that name what it works on ("we repair…", "nous installons…", "nous intervenons
// pour…", "le cabinet accompagne ses clients en…"): never those that name places ("we cover…",
// "nous intervenons sur/dans…") or people ("we serve…").
const TRADE_VERBS = String.raw`we (?:also )?(?:handle|sell|stock|carry|supply|repair|install|make|build)|nous (?:vous )?(?:vendons|fabriquons|r[ée]parons|installons|cr[ée]ons)|(?:nous )?intervien(?:nen)?t (?:pour|en)|nous intervenons (?:pour|en)|accompagn(?:e|ent|ons) (?:(?:ses|nos|leurs|les) clients |vous )?en`;

// "…faites-vous livrer nos plateaux apéritifs : verrines, …", "our range: …": the business's own
// named range, then a colon, introduces its items (never "nos valeurs : …", see NOT_OWN_RANGE).
const OWN_RANGE = String.raw`(?:nos|notre|our)\s[^:,.;!?()]{2,40}?\s?:`;
const NOT_OWN_RANGE = /^(?:nos|notre|our)\s(.+?)\s?:\s*$/i;

// Words that introduce what a business does, followed by the list: "we offer…", "specialising
// in…", "nous vous proposons…", "spécialiste coloriste, mèches et…".
const OFFER_LEAD = new RegExp(
  String.raw`\b(?:we (?:(?:also|can also|can|now) )?(?:offer|provide|speciali[sz]e in|do)|nous (?:vous )?(?:proposons|assurons|effectuons) (?:aussi|[ée]galement)|(?:specializing|specialising|specialized|specialised|focusing|specialists?|experts?) (?:in|on)|(?:experienced|skilled|trained) in|services? (?:include|including)|nous (?:vous )?proposons|nous (?:r[ée]alisons|offrons)|je (?:vous )?propose|(?:vous |nous )?propose(?:nt)?|sp[ée]cialistes?(?: en| de| du| des)?|sp[ée]cialis[ée]e?s? (?:en|dans)|${TRADE_VERBS}|${OWN_RANGE})\s+`,
  'gi',
);
const NEXT_LEAD = new RegExp(OFFER_LEAD.source, 'i');
const LEADING_ARTICLE = /^(?:(?:des|de la|du|de|les|le|la|une?|the|a|an|our|nos|notre|all|toutes? (?:les|nos))\s+|(?:de l|l|d)['’]\s*)/i;

// A participle followed by its complement starts a clause about the item before, not a new item
// ("…, réputée pour sa tendreté", "…, sourced from local farms"); so does a relative pronoun, and a
// present participle with its object ("…, garantissant qu'elle…", "…, permettant la…").
const APPOSITION =
  /^(?:\p{L}{2,}(?:ée?s?|ed)\s+(?:from|with|by|in|on|for|to|à|au|aux|par|pour|avec|en|sur|dans)(?=\s|$)|(?:which|that|qui|que|dont|où)(?=\s|$)|\p{L}{3,}ant\s+(?:qu['’]|que|le|la|les|l['’]|un|une|des|à|de|du|votre|vos|notre|nos|leur|leurs)(?=\s|\p{L}))/iu;

const INNER_CLAUSE = new RegExp(
  String.raw`\s+\p{L}{2,}(?:ée?s?|ed)\s+(?:from|with|by|in|on|for|to|à|au|aux|par|pour|avec|en|sur|dans)\s.*$`,
  'iu',
);
// "…, sur réservation", "…, by appointment", "…, on request": how to get it, not another item.
const HOW_OR_WHEN = /^(?:sur|on|by|par|upon|uniquement|only|selon|according|toute l['’]ann[ée]e|all year)(?=\s|$)/i;
// "…, partout dans la région", "… and repairs across the whole county": where, not what.
const AREA = String.raw`(?:partout|dans (?:toute?s?|tous|l['’]ensemble)|sur (?:toute?|l['’]ensemble)|aux alentours|autour de|across|throughout|all over|in and around|around the)(?=\s|$)`;
const AREA_ITEM = new RegExp(`^${AREA}`, 'i');
const AREA_TAIL = new RegExp(`\\s+${AREA}.*$`, 'i');
// "L'ostéopathe ne propose pas de…", "we do not offer…": what the business does not do.
const NEGATED_BEFORE = /(?:\b(?:ne|n['’])\s*(?:\p{L}+\s+)?|\b(?:not|never|no longer|n['’]t)\s+)$/iu;

const ALSO = /(?<!\p{L})(?:also|aussi|[ée]galement)(?!\p{L})/iu;
// "pour accompagner vos repas", "to go with your meal": why, not what ("to every family" is not).
const PURPOSE_TAIL = /\s+(?:pour|afin de|to(?=\s+(?!(?:every|each|all|the|a|an|our|your|their|any)\s)\p{L}))\s.*$/iu;

/** The one or two names an "also" sentence adds ("wedding centrepieces and boutonnieres"). */
function addedOfferings(rest: string): string[] {
  const head = rest.replace(PURPOSE_TAIL, '').replace(AREA_TAIL, '').trim();
  const pair = /^(.+?)\s+(?:and|et|&)\s+(.+)$/i.exec(head);
  const items = (pair ? [pair[1]!, pair[2]!] : [head]).map((p) => p.trim().replace(LEADING_ARTICLE, '').trim());
  if (items.some((p) => !p || p.split(/\s+/).length > 4 || p.length > 40 || /\d/.test(p) || APPOSITION.test(p))) return [];
  return items.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

// "a full range of services, including …", "des prestations variées, notamment …": the list starts
// after the word that introduces examples; what comes before names the whole.
const INTRODUCER = /(?:^|,?\s+)(?:including|such as|notamment|comme|tel(?:le)?s que)\s+/i;

function afterIntroducer(rest: string): string {
  const m = INTRODUCER.exec(rest);
  if (!m) return rest;
  const list = rest.slice(m.index + m[0].length);
  return /,|\s(?:and|et|&)\s/.test(list) ? list : rest;
}

// "everything from brake pads to full rebuilds", "tout, de la pose à l'entretien": the two ends of
// what the trade covers. Only after a quantifier: "from a single flat to a whole block" is scale.
const RANGE =
  /^(?:everything|anything|all jobs|tout(?:es? sortes? de travaux)?)\s*,?\s+(?:from|de|du|des|d['’])\s*(.+?)\s+(?:to|à|au|aux|jusqu['’](?:à|au|aux))\s+(.+)$/i;

function rangeEnds(rest: string): string[] {
  const m = RANGE.exec(rest.trim());
  if (!m) return [];
  const ends = [m[1]!, m[2]!].map((p) => p.replace(LEADING_ARTICLE, '').replace(PURPOSE_TAIL, '').replace(AREA_TAIL, '').trim());
  if (ends.some((p) => !p || p.split(/\s+/).length > 5 || /\d/.test(p) || APPOSITION.test(p))) return [];
  return ends.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

// "pour les particuliers, les professionnels et les collectivités", "for homeowners, landlords and
// businesses": who is served, not what.
const AUDIENCE =
  /^(?:particuliers?|professionnels?|entreprises?|soci[ée]t[ée]s|collectivit[ée]s?|syndics?|copropri[ée]t[ée]s?|bailleurs?|commer[cç]ants?|commerces?|artisans?|familles?|enfants?|adultes?|seniors?|homeowners?|landlords?|tenants?|businesses|companies|individuals?|families|kids|children|adults?|seniors?|schools?|councils?)$/i;

// "spécialiste coloriste, mèches et…", "specialist podiatrist, orthotics and…": a single noun
// naming the practitioner says who does the work, not what is offered.
const PRACTITIONER = /^\p{L}+(?:iste|ist|ologue|ologist|icien|ician)$/iu;

// Nouns naming an action ("installation", "entretien", "dépannage", "repairing"): coordinated,
// they share the complement that closes the list.
const ACTION_NOUN = /(?:tion|sion|ment|age|ien|ing|ance|ence)$/i;
const CLOSING_COMPLEMENT = /^(\S+)\s+((?:de|du|des|d['’]|of)\s*\S+(?:\s\S+)?)$/i;

/**
 * "conception, entretien et aménagement de jardins": each action is done on gardens. Only when the
 * closing "et/and" pair already shares it ("entretien de jardins", "aménagement de jardins"): a list
 * joined by commas alone ("pressing, repassage, nettoyage de tapis") names separate jobs.
 */
export function withSharedComplement(items: string[]): string[] {
  const m = CLOSING_COMPLEMENT.exec(items[items.length - 1] ?? '');
  if (!m || !ACTION_NOUN.test(m[1]!) || items.length < 3 || !items[items.length - 2]!.endsWith(` ${m[2]}`)) return items;
  return items.map((p, i) => (i < items.length - 1 && !/\s/.test(p) && ACTION_NOUN.test(p) ? `${p} ${m[2]}` : p));
}

/** Offerings listed in a sentence after an introducing phrase; [] when the sentence lists none. */
export function offeredInProse(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(OFFER_LEAD)) {
    // The list runs to the end of the sentence, or to the next verb that introduces offerings
    // ("… et de mariage propose soins du cheveu, …": that one is a list of its own). Brands and
    // notes in parentheses are set aside.
    const after = sentence.slice(m.index! + m[0].length).replace(/\s*\([^()]*\)/g, '');
    if (
      NEGATED_BEFORE.test(sentence.slice(Math.max(0, m.index! - 20), m.index! + m[0].length - m[0].trimStart().length)) ||
      /^(?:pas|not|never)\b/i.test(after) ||
      // "intervient pour toutes les occasions : …", "pour tous vos projets": a scope, not a trade.
      (/intervien|intervenons/i.test(m[0]) && /^tou(?:te)?s\b/i.test(after)) ||
      isNonOfferSection(NOT_OWN_RANGE.exec(m[0].trim())?.[1] ?? '')
    )
      continue;
    const next = after.search(NEXT_LEAD);
    const sentenceRest = (next > 0 ? after.slice(0, next) : after).split(/[.;!?(]|\s[—–]\s/)[0] ?? '';
    const range = rangeEnds(sentenceRest);
    if (range.length) {
      out.push(...range);
      continue;
    }
    const examples = afterIntroducer(sentenceRest);
    // After "including"/"notamment", even two items are examples of what is offered.
    const introduced = examples !== sentenceRest;
    // "X, Y ainsi que Z", "X, Y as well as Z": one more item of a list, as after "et/and" (alone,
    // "un accueil chaleureux ainsi que des conseils" is a phrase).
    const rest = examples.includes(',') ? examples.replace(/\s+(?:ainsi que|as well as)\s+/gi, ', ') : examples;
    // A list has commas; "plumbing and heating services tailored to homes and businesses" is a phrase.
    // After "also" ("we also offer…", "nous proposons aussi…") the sentence adds to what the page
    // already offers: one or two short names are enough ("…aussi des boissons pour…").
    const also = ALSO.test(m[0]);
    if (!rest.includes(',')) {
      if (also || introduced) out.push(...addedOfferings(rest.replace(/^(?:both|à la fois)\s+/i, '')));
      continue;
    }
    // "soins relaxants réalisés par votre hôte": the participle's clause describes the item.
    const parts = splitList(rest, (p) =>
      p.trim().replace(LEADING_ARTICLE, '').replace(INNER_CLAUSE, '').replace(AREA_TAIL, '').trim(),
    ).filter(Boolean);
    // After two short items, a long part is the sentence going on ("Spécialisée dans la conception,
    // l'entretien et l'aménagement de jardins, notre entreprise fonde son travail sur…"): the
    // list ended before it.
    const clause = (p: string, i: number) => i >= 2 && p.split(/\s+/).length > 6;
    const stop = parts.findIndex((p, i) => i > 0 && (APPOSITION.test(p) || HOW_OR_WHEN.test(p) || AREA_ITEM.test(p) || clause(p, i)));
    const items = stop > 0 ? parts.slice(0, stop) : parts;
    if (items.length < 2 || items.some((p) => p.split(/\s+/).length > 6 || p.length > 45 || /\d{3,}/.test(p))) continue;
    if (items.filter((p) => AUDIENCE.test(p)).length * 2 > items.length) continue;
    out.push(
      ...withSharedComplement(items)
        .filter((p) => !PRACTITIONER.test(p))
        .map((p) => p.charAt(0).toUpperCase() + p.slice(1)),
    );
  }
  return out;
}
