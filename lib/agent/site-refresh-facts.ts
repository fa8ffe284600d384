import type { ExtractedFaq, ExtractedInfo, ExtractedService, OpeningInterval } from '@/lib/extract/types';
import { fold } from '@/lib/text/fold';
import { OWNER_SOURCE } from './corrections';

// A fresh read of the website against what the agent knew: which facts to take from the site,
// which to keep because the owner corrected them, and what changed, for the owner's summary.
// Pure (no database, no network), so each rule has its own unit cases.

/** Facts the owner can correct on /agent (lib/agent/corrections.ts marks them `sources[f] = owner`). */
const OWNER_CORRECTABLE = ['phones', 'email', 'address', 'summary', 'hours', 'services'] as const;
export type OwnerCorrectable = (typeof OWNER_CORRECTABLE)[number];

/**
 * The facts after a re-read: the site's, except every field the owner corrected (the owner is the
 * better source: a site that still shows last year's hours must not undo the owner's fix) and the
 * owner's FAQ answers, which win over a site entry asking the same question.
 */
export function mergeRefreshedFacts(previous: ExtractedInfo, fresh: ExtractedInfo): { info: ExtractedInfo; kept: OwnerCorrectable[] } {
  const info: ExtractedInfo = { ...fresh, sources: { ...fresh.sources } };
  const kept: OwnerCorrectable[] = [];
  for (const field of OWNER_CORRECTABLE) {
    if (previous.sources?.[field] !== OWNER_SOURCE) continue;
    (info as Record<OwnerCorrectable, unknown>)[field] = previous[field];
    info.sources![field] = OWNER_SOURCE;
    kept.push(field);
  }
  const ownerFaq = previous.faq.filter((f) => f.source === OWNER_SOURCE);
  const asked = new Set(ownerFaq.map((f) => questionKey(f)));
  info.faq = [...fresh.faq.filter((f) => !asked.has(questionKey(f))), ...ownerFaq];
  return { info, kept };
}

export type SiteChanges = {
  /** Site passages of the knowledge base: how many before and after, and how many are new or gone. */
  passages: { before: number; after: number; added: number; removed: number };
  /** Services (what callers ask for) that appeared or disappeared, by name. */
  services: { added: string[]; removed: string[] };
  /** Priced lines (menus, price lists) new or gone; a price change counts as one of each. */
  prices: { added: number; removed: number };
  hours: boolean;
  address: boolean;
  phones: boolean;
  email: boolean;
  /** Fields left as the owner corrected them although the site says otherwise (or the same). */
  kept: OwnerCorrectable[];
  /** Pages read this time. */
  pages: number;
  /** Callers' unanswered questions that the site, as read now, answers (closed without the owner). */
  gapsAnswered: number;
};

export type PassageKeyed = { headingPath: string[]; text: string };

export function describeSiteChanges(input: {
  before: ExtractedInfo;
  after: ExtractedInfo;
  passagesBefore: PassageKeyed[];
  passagesAfter: PassageKeyed[];
  kept: OwnerCorrectable[];
  pages: number;
}): SiteChanges {
  const { before, after } = input;
  const oldPassages = new Set(input.passagesBefore.map(passageKey));
  const newPassages = new Set(input.passagesAfter.map(passageKey));
  return {
    passages: {
      before: input.passagesBefore.length,
      after: input.passagesAfter.length,
      added: [...newPassages].filter((k) => !oldPassages.has(k)).length,
      removed: [...oldPassages].filter((k) => !newPassages.has(k)).length,
    },
    services: namesAddedRemoved(before.services, after.services),
    prices: countAddedRemoved((before.priced ?? []).map(pricedKey), (after.priced ?? []).map(pricedKey)),
    hours: hoursKey(before.hours) !== hoursKey(after.hours),
    address: fold(before.address?.formatted ?? '') !== fold(after.address?.formatted ?? ''),
    phones: setKey(before.phones.map((p) => p.e164)) !== setKey(after.phones.map((p) => p.e164)),
    email: (before.email ?? '').toLowerCase() !== (after.email ?? '').toLowerCase(),
    kept: input.kept,
    pages: input.pages,
    // Known only once the new passages are saved: refresh-from-site.ts asks the gaps again then.
    gapsAnswered: 0,
  };
}

/** True when the re-read changed nothing a caller could notice. */
export function nothingChanged(c: SiteChanges): boolean {
  return (
    c.passages.added === 0 &&
    c.passages.removed === 0 &&
    c.services.added.length === 0 &&
    c.services.removed.length === 0 &&
    c.prices.added === 0 &&
    c.prices.removed === 0 &&
    !c.hours &&
    !c.address &&
    !c.phones &&
    !c.email
  );
}

// Comparisons ignore case, accents and spacing: "Coupe  Homme" and "coupe homme" are one service.
const norm = (s: string) => fold(s).replace(/\s+/g, ' ').trim();

function questionKey(f: ExtractedFaq): string {
  return norm(f.q).replace(/[\s?!.]+$/, '');
}

function passageKey(p: PassageKeyed): string {
  return `${p.headingPath.map(norm).join(' › ')}\u0000${norm(p.text)}`;
}

function pricedKey(s: ExtractedService): string {
  return `${norm(s.name)}\u0000${norm(s.price ?? '')}`;
}

function namesAddedRemoved(before: ExtractedService[], after: ExtractedService[]) {
  const oldNames = new Set(before.map((s) => norm(s.name)));
  const newNames = new Set(after.map((s) => norm(s.name)));
  const firstSpelling = (list: ExtractedService[], keep: (k: string) => boolean) => [
    ...new Map(list.filter((s) => keep(norm(s.name))).map((s) => [norm(s.name), s.name.trim()])).values(),
  ];
  return {
    added: firstSpelling(after, (k) => !oldNames.has(k)),
    removed: firstSpelling(before, (k) => !newNames.has(k)),
  };
}

function countAddedRemoved(before: string[], after: string[]) {
  const a = new Set(before);
  const b = new Set(after);
  return { added: [...b].filter((k) => !a.has(k)).length, removed: [...a].filter((k) => !b.has(k)).length };
}

function hoursKey(hours: OpeningInterval[]): string {
  return setKey(hours.map((h) => `${h.day} ${h.opens}-${h.closes}`));
}

function setKey(values: string[]): string {
  return [...new Set(values)].sort().join('|');
}
