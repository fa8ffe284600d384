import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The real-site corpus (pages of real small-business sites, kept outside the repo) and the facts
// we read on them by hand (tests/real-sites/facts/<site_group>.json, committed). One label file per
// business (site_group), covering every page of that business in the manifest.

/** Where the pages live; REAL_SITES_DIR overrides (default: ../shared/real-sites next to the repo). */
export const REAL_SITES_DIR = path.resolve(process.env.REAL_SITES_DIR ?? path.join(import.meta.dirname, '../../../../shared/real-sites'));
export const LABELS_DIR = path.resolve(import.meta.dirname, '../../../tests/real-sites/facts');
export const SPLIT_FILE = path.resolve(import.meta.dirname, '../../../tests/real-sites/split.json');

export const manifestEntrySchema = z.object({
  file: z.string(),
  repo: z.string(),
  path: z.string(),
  commit: z.string(),
  language: z.enum(['fr', 'en']),
  country: z.string(),
  business_type: z.string(),
  business_name: z.string(),
  site_group: z.string(),
  notes: z.string().optional(),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164 (+ and 7-15 digits)');
const hhmm = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/** "09:00-12:30"; a range may end at 24:00 or past midnight ("18:00-02:00"). */
const range = z.string().regex(new RegExp(`^${hhmm}-(?:${hhmm}|24:00)$`), 'HH:MM-HH:MM');
const day = z.array(range).min(1).optional();
const week = z.object({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day }).strict();
export type WeekLabel = z.infer<typeof week>;

export const addressLabelSchema = z
  .object({
    street: z.string().min(1),
    postalCode: z.string().min(1).nullable(),
    city: z.string().min(1).nullable(),
    region: z.string().min(1).nullable(),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/),
  })
  .strict();

const offering = z.object({ name: z.string().min(1), price: z.string().min(1).optional() }).strict();

export const factsLabelSchema = z
  .object({
    site_group: z.string().min(1),
    businessName: z.string().min(1),
    /** Other spellings a reader would accept as the business's name. */
    nameAlternatives: z.array(z.string().min(1)),
    /** Every distinct business phone number written on the pages, E.164, main line first. */
    phones: z.array(e164),
    /** Fax numbers: not phones a caller should be given; predicting one counts as a false phone. */
    fax: z.array(e164),
    emails: z.array(z.string().email()),
    /** Street addresses, primary first; empty when the pages give no street address. */
    addresses: z.array(addressLabelSchema),
    /** When there is no street address but a town is named: a street-less predicted address in it is neither right nor wrong. */
    locality: z
      .object({ city: z.string().min(1), postalCode: z.string().min(1).nullable(), country: z.string().regex(/^[A-Z]{2}$/) })
      .strict()
      .nullable(),
    /** Opening hours per day (a day absent = closed) of the primary place; null when the pages give none usable. */
    hours: week.nullable(),
    /** Other places' weekly hours (several shops): a prediction is scored against whichever schedule it fits best. */
    hoursAlternatives: z.array(week).optional(),
    /** What a caller would ask for, as a caller names it (categories and named services), ≤ ~15. */
    services: z.array(offering).max(20),
    /** The longer priced list (menu dishes, price-list lines) as written; empty when the pages have none. */
    priced: z.array(offering.required({ price: true })),
    notes: z.string().optional(),
  })
  .strict();
export type FactsLabel = z.infer<typeof factsLabelSchema>;
export type AddressLabel = z.infer<typeof addressLabelSchema>;

export const splitSchema = z.object({ about: z.string().optional(), test: z.array(z.string().min(1)) });

export function corpusAvailable(dir = REAL_SITES_DIR): boolean {
  return fs.existsSync(path.join(dir, 'manifest.json'));
}

export function loadManifest(dir = REAL_SITES_DIR): ManifestEntry[] {
  return z.array(manifestEntrySchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')));
}

/** Manifest entries grouped by business, in manifest order (the first page of a group is where a user's URL would point). */
export function groupsOf(manifest: ManifestEntry[]): Map<string, ManifestEntry[]> {
  const groups = new Map<string, ManifestEntry[]>();
  for (const e of manifest) groups.set(e.site_group, [...(groups.get(e.site_group) ?? []), e]);
  return groups;
}

export function loadTestGroups(file = SPLIT_FILE): Set<string> {
  return new Set(splitSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).test);
}

export function labelFile(group: string, dir = LABELS_DIR): string {
  return path.join(dir, `${group}.json`);
}

/** The label of one business, or null when not written yet. Throws on a label that breaks the schema. */
export function loadLabel(group: string, dir = LABELS_DIR): FactsLabel | null {
  const file = labelFile(group, dir);
  if (!fs.existsSync(file)) return null;
  return factsLabelSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
