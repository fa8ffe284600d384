import type { Locale } from './locales';

export type HostRules = { frHosts: readonly string[]; enHosts: readonly string[] };

/** Host name without port, lower-cased. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

/**
 * The locale a host imposes, if any: listed hosts first, then the
 * .fr / -fr → fr and .com → en conventions. Anything else (localhost, IPs) imposes nothing.
 */
export function localeFromHost(host: string | null | undefined, rules: HostRules): Locale | undefined {
  const h = normalizeHost(host);
  if (!h) return undefined;
  if (rules.frHosts.includes(h)) return 'fr';
  if (rules.enHosts.includes(h)) return 'en';
  if (h.endsWith('.fr') || h.includes('-fr')) return 'fr';
  if (h.endsWith('.com')) return 'en';
  return undefined;
}

/**
 * Where the toggle sends a visitor whose host imposes the other locale: the first listed host
 * of the wanted locale, else the same name with the other top-level domain (receptio.fr ↔
 * receptio.com). Undefined when the host imposes nothing (the cookie decides there).
 */
export function alternateHost(host: string, wanted: Locale, rules: HostRules): string | undefined {
  const h = normalizeHost(host);
  const imposed = localeFromHost(h, rules);
  if (!imposed || imposed === wanted) return undefined;
  const listed = wanted === 'fr' ? rules.frHosts[0] : rules.enHosts[0];
  if (listed) return listed;
  if (wanted === 'en' && h.endsWith('.fr')) return h.slice(0, -3) + '.com';
  if (wanted === 'fr' && h.endsWith('.com')) return h.slice(0, -4) + '.fr';
  return undefined;
}
