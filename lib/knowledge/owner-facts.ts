import type { ExtractedInfo } from '@/lib/extract/types';
import type { Lang } from './query';
import type { Passage } from './types';

// Facts the owner corrected on the agent page become passages too, so a free question ("how much
// is a colour?") finds the owner's price rather than the site's old one. Only owner-marked
// fields: the rest is already in the site passages.

const HEADINGS: Record<Lang, { services: string; address: string; summary: string; email: string; phones: string }> = {
  fr: { services: 'Prestations', address: 'Adresse', summary: 'Présentation', email: 'E-mail', phones: 'Téléphone' },
  en: { services: 'Services', address: 'Address', summary: 'About', email: 'Email', phones: 'Phone' },
};

const OWNER = 'owner';

export function ownerFactPassages(info: ExtractedInfo, lang: Lang): Passage[] {
  const sources = info.sources ?? {};
  const h = HEADINGS[lang];
  const out: Passage[] = [];
  const add = (heading: string, text: string | null | undefined) => {
    if (text?.trim()) out.push({ headingPath: [heading], text: text.trim(), sourceUrl: null });
  };
  if (sources.services === OWNER) {
    for (const s of info.services) add(h.services, [s.name, s.price, s.description].filter(Boolean).join(' · '));
  }
  if (sources.address === OWNER) add(h.address, info.address?.formatted);
  if (sources.summary === OWNER) add(h.summary, info.summary);
  if (sources.email === OWNER) add(h.email, info.email);
  if (sources.phones === OWNER) add(h.phones, info.phones.map((p) => p.display).join(', '));
  return out;
}
