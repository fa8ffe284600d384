import type { ExtractedInfo } from '@/lib/extract/types';
import type { FactsLabel } from './labels';
import {
  type Counts,
  type Evidence,
  emailOk,
  inventedAddress,
  inventedPhones,
  inventedPrices,
  matchOfferings,
  nameOk,
  pricedOf,
  scoreAddress,
  scoreHours,
  scorePhones,
  scoreSingle,
} from './match';

// One business's extraction scored against its label (rules in ./match.ts).

export const REAL_FIELDS = ['phones', 'email', 'address', 'hours', 'name', 'services', 'priced'] as const;
export type RealField = (typeof REAL_FIELDS)[number];

export type Invented = { phones: string[]; prices: string[]; addresses: string[] };
export type SiteScore = { counts: Record<RealField, Counts>; misses: string[]; invented: Invented };

const list = (xs: string[]) => (xs.length ? xs.map((x) => JSON.stringify(x)).join(', ') : '—');
const fmtAddress = (a: ExtractedInfo['address']) =>
  a ? `${a.formatted} {street: ${a.street ?? '∅'}, postcode: ${a.postalCode ?? '∅'}, city: ${a.city ?? '∅'}}` : 'none';

export function scoreSite(label: FactsLabel, info: ExtractedInfo, ev: Evidence): SiteScore {
  const misses: string[] = [];
  const phones = scorePhones(label, info);
  if (phones.fp.length || phones.fn.length) misses.push(`phones: missed ${list(phones.fn)}; wrong ${list(phones.fp)}`);

  const email = scoreSingle(label.emails.length > 0, !!info.email, emailOk(label, info.email));
  if (email.fp || email.fn) misses.push(`email: expected ${list(label.emails)}; got ${info.email ?? 'none'}`);

  const address = scoreAddress(label, info.address);
  if (address.fp || address.fn) {
    misses.push(
      `address: expected ${list(label.addresses.map((a) => [a.street, a.postalCode, a.city].filter(Boolean).join(', ')))}; got ${fmtAddress(info.address)}`,
    );
  }

  const hours = scoreHours(label, info);
  if (hours.fp.length || hours.fn.length)
    misses.push(`hours: missed ${list(hours.fn)}; wrong ${list(hours.fp)}${label.hours ? '' : ' (page gives no hours)'}`);

  const name = scoreSingle(true, !!info.businessName.trim(), nameOk(label, info.businessName));
  if (name.fp || name.fn) misses.push(`name: expected ${JSON.stringify(label.businessName)}; got ${JSON.stringify(info.businessName)}`);

  const services = matchOfferings(label.services, info.services, false);
  if (services.fp.length || services.fn.length) misses.push(`services: missed ${list(services.fn)}; not offerings ${list(services.fp)}`);

  const predictedPriced = pricedOf(info);
  const priced = matchOfferings(label.priced, predictedPriced, true);
  if (priced.fp.length || priced.fn.length)
    misses.push(
      `priced: missed ${priced.fn.length} (${list(priced.fn.slice(0, 8))}${priced.fn.length > 8 ? ', …' : ''}); wrong ${priced.fp.length} (${list(priced.fp.slice(0, 8))}${priced.fp.length > 8 ? ', …' : ''})`,
    );

  const invented: Invented = {
    phones: inventedPhones(info, ev),
    prices: inventedPrices([...info.services, ...predictedPriced.filter((p) => !info.services.includes(p))], ev),
    addresses: [inventedAddress(info.address, ev)].filter((x): x is string => x !== null),
  };
  for (const [k, v] of Object.entries(invented)) if (v.length) misses.push(`INVENTED ${k}: ${list(v)}`);

  return {
    counts: {
      phones: phones.counts,
      email,
      address: { tp: address.tp, fp: address.fp, fn: address.fn },
      hours: hours.counts,
      name,
      services: services.counts,
      priced: priced.counts,
    },
    misses,
    invented,
  };
}
