import type { DayOfWeek, ExtractedInfo, OpeningInterval } from './types';
import { DAYS } from './types';
import { WEEKDAY_NAMES } from '@/lib/text/weekdays';

// The knowledge summary shown on the agent page: two to four sentences in the agent's
// language, built only from extracted facts. Nothing known → say so plainly.

function fmtTime(t: string, locale: 'fr' | 'en'): string {
  const [h, m] = t.split(':').map(Number) as [number, number];
  if (locale === 'fr') return m ? `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}` : `${h}\u00a0h`;
  if (h === 24 || h === 0) return 'midnight';
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 || 12;
  return m ? `${h12}:${String(m).padStart(2, '0')}\u00a0${suffix}` : `${h12}\u00a0${suffix}`;
}

/** "du lundi au vendredi 9 h–18 h ; samedi 10 h–16 h" — consecutive days with equal hours grouped. */
function summarizeHours(hours: OpeningInterval[], locale: 'fr' | 'en'): string {
  const byDay = new Map<DayOfWeek, string>();
  for (const d of DAYS) {
    const iv = hours.filter((h) => h.day === d);
    if (!iv.length) continue;
    const all = iv.length === 1 && iv[0]!.opens === '00:00' && iv[0]!.closes === '24:00';
    byDay.set(
      d,
      all
        ? locale === 'fr'
          ? '24\u00a0h/24'
          : '24 hours'
        : iv.map((i) => `${fmtTime(i.opens, locale)}–${fmtTime(i.closes, locale)}`).join(locale === 'fr' ? ' et ' : ' and '),
    );
  }
  const runs: { from: DayOfWeek; to: DayOfWeek; text: string }[] = [];
  for (const d of DAYS) {
    const text = byDay.get(d);
    if (!text) continue;
    const last = runs[runs.length - 1];
    if (last && last.text === text && DAYS.indexOf(last.to) === DAYS.indexOf(d) - 1) last.to = d;
    else runs.push({ from: d, to: d, text });
  }
  const names = WEEKDAY_NAMES[locale];
  if (runs.length === 1 && runs[0]!.from === 'monday' && runs[0]!.to === 'sunday')
    return locale === 'fr' ? `tous les jours ${runs[0]!.text}` : `every day, ${runs[0]!.text}`;
  return runs
    .map((r) => {
      if (r.from === r.to) return `${names[r.from]} ${r.text}`;
      if (DAYS.indexOf(r.to) - DAYS.indexOf(r.from) === 1)
        return `${names[r.from]} ${locale === 'fr' ? 'et' : 'and'} ${names[r.to]} ${r.text}`;
      return locale === 'fr' ? `du ${names[r.from]} au ${names[r.to]} ${r.text}` : `${names[r.from]}–${names[r.to]} ${r.text}`;
    })
    .join(locale === 'fr' ? '\u00a0; ' : '; ');
}

/** "Hair Salon" → "hair salon" inside a sentence; acronyms ("MOT", "B&B") keep their case. */
function asNoun(s: string): string {
  return s
    .split(' ')
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ');
}

export function hasFacts(info: ExtractedInfo): boolean {
  return Boolean(info.phones.length || info.email || info.address || info.hours.length || info.services.length || info.faq.length);
}

export function buildSummary(info: ExtractedInfo, locale: 'fr' | 'en'): string {
  if (!hasFacts(info) && !info.sources?.businessName) {
    return locale === 'fr' ? 'Aucune information n’a pu être extraite du site.' : 'No information could be extracted from the website.';
  }
  const sentences: string[] = [];
  const name = info.businessName || (locale === 'fr' ? 'L’entreprise' : 'The business');
  const city = info.address?.city;
  const type = info.businessType;
  const intro = `${name}${type ? ` — ${asNoun(type)}` : ''}${city ? (locale === 'fr' ? ` à ${city}` : ` in ${city}`) : ''}.`;
  if (type || city || info.businessName) sentences.push(intro);
  if (info.hours.length) {
    const h = summarizeHours(info.hours, locale);
    sentences.push(locale === 'fr' ? `Horaires\u00a0: ${h}.` : `Opening hours: ${h}.`);
  }
  if (info.services.length) {
    const items = info.services.slice(0, 5).map((s) => (s.price ? `${s.name} (${s.price})` : s.name));
    const more = info.services.length > 5 ? (locale === 'fr' ? ', etc' : ', etc') : '';
    sentences.push(
      locale === 'fr' ? `Services et produits\u00a0: ${items.join(', ')}${more}.` : `Services and products: ${items.join(', ')}${more}.`,
    );
  }
  const contact: string[] = [];
  if (info.address?.formatted)
    contact.push(locale === 'fr' ? `adresse\u00a0: ${info.address.formatted}` : `address: ${info.address.formatted}`);
  // A second office or shop: the caller may be asking about it.
  const others = (info.otherAddresses ?? []).map((a) => a.formatted).filter(Boolean);
  if (others.length)
    contact.push(locale === 'fr' ? `autres adresses\u00a0: ${others.join(' et ')}` : `other addresses: ${others.join(' and ')}`);
  if (info.phones[0]) contact.push(locale === 'fr' ? `téléphone\u00a0: ${info.phones[0].display}` : `phone: ${info.phones[0].display}`);
  if (info.email) contact.push(locale === 'fr' ? `e-mail\u00a0: ${info.email}` : `e-mail: ${info.email}`);
  if (contact.length) {
    const text = contact.join(locale === 'fr' ? '\u00a0; ' : '; ');
    sentences.push(text[0]!.toUpperCase() + text.slice(1) + '.');
  }
  if (!sentences.length)
    return locale === 'fr' ? 'Aucune information n’a pu être extraite du site.' : 'No information could be extracted from the website.';
  return sentences.join(' ');
}
