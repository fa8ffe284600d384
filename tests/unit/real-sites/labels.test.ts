import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  corpusAvailable,
  factsLabelSchema,
  groupsOf,
  LABELS_DIR,
  loadManifest,
  loadTestGroups,
  REAL_SITES_DIR,
} from '@/scripts/eval/extract-real/labels';
import { addressMatches, matchOfferings, pageEvidence, inventedPhones, scoreAddress, scoreHours } from '@/scripts/eval/extract-real/match';
import type { FactsLabel } from '@/scripts/eval/extract-real/labels';
import { emptyExtractedInfo } from '@/lib/extract/types';

// The hand-read facts of the real-site corpus (tests/real-sites/facts) must stay well-formed and
// cover every business of the manifest; the corpus itself lives outside the repo.

const labelFiles = fs.existsSync(LABELS_DIR) ? fs.readdirSync(LABELS_DIR).filter((f) => f.endsWith('.json')) : [];

describe('real-site fact labels', () => {
  it.each(labelFiles)('%s follows the schema and names its own site_group', (file) => {
    const label = factsLabelSchema.parse(JSON.parse(fs.readFileSync(path.join(LABELS_DIR, file), 'utf8')));
    expect(label.site_group).toBe(file.replace(/\.json$/, ''));
    expect(new Set(label.phones).size).toBe(label.phones.length);
    expect(label.phones.filter((p) => label.fax.includes(p))).toEqual([]);
  });

  const present = corpusAvailable();
  it.skipIf(!present)(
    `every manifest site_group has a label and the test split names real groups${present ? '' : ` (skipped: no corpus at ${REAL_SITES_DIR})`}`,
    () => {
      const groups = [...groupsOf(loadManifest()).keys()];
      const missing = groups.filter((g) => !labelFiles.includes(`${g}.json`));
      expect(missing).toEqual([]);
      const stray = labelFiles.map((f) => f.replace(/\.json$/, '')).filter((g) => !groups.includes(g));
      expect(stray).toEqual([]);
      for (const g of loadTestGroups()) expect(groups).toContain(g);
    },
  );
});

describe('real-site matching rules', () => {
  it('matches an address on folded street tokens with abbreviations, and postcode', () => {
    const label = { street: '12 Avenue du Général de Gaulle', postalCode: '75001', city: 'Paris', region: null, country: 'FR' };
    expect(addressMatches(label, { street: '12 av. du General-de-Gaulle', postalCode: '75001', city: 'PARIS', formatted: '' })).toBe(true);
    expect(addressMatches(label, { street: '12 av. du Général de Gaulle', postalCode: '75002', city: 'Paris', formatted: '' })).toBe(false);
    expect(addressMatches(label, { street: '14 rue de la Paix', postalCode: '75001', city: 'Paris', formatted: '' })).toBe(false);
  });

  it('an address equal up to the business name, a unit line, a country or a spaced house-number suffix matches', () => {
    const unit = { street: 'Unit 4, Mill Road', postalCode: 'LN6 3QR', city: 'Lincoln', region: null, country: 'GB' };
    expect(addressMatches(unit, { street: 'Mill Road', postalCode: 'LN6 3QR', city: 'Lincoln', formatted: '' })).toBe(true);
    const named = { street: 'Corner Café, 12 Bridge Street', postalCode: 'RG9 1AY', city: 'Henley-on-Thames', region: null, country: 'GB' };
    expect(addressMatches(named, { street: '12 Bridge St', postalCode: 'RG9 1AY', formatted: '' }, ['Corner Café'])).toBe(true);
    const building = { street: 'The Corner Café', postalCode: 'RG9 1AY', city: 'Henley-on-Thames', region: null, country: 'GB' };
    expect(addressMatches(building, { street: 'Bridge Street', postalCode: 'RG9 1AY', formatted: '' }, ['The Corner Café'])).toBe(false);
    const bis = { street: '3 bis rue Mercoeur', postalCode: '44000', city: 'Nantes', region: null, country: 'FR' };
    expect(addressMatches(bis, { street: '3bis, rue Mercoeur, France', postalCode: '44000', formatted: '' })).toBe(true);
    expect(addressMatches(bis, { street: '5 rue Mercoeur', postalCode: '44000', formatted: '' })).toBe(false);
  });
  it('matches an offering on token overlap, one prediction per label, and requires the amount for priced items', () => {
    const labels = [{ name: 'Coupe homme' }, { name: 'Coupe femme' }];
    const r = matchOfferings(
      labels,
      [{ name: 'Coupe homme - 25 €' }, { name: 'Nous proposons des coupes pour hommes, femmes et enfants dans une ambiance' }],
      false,
    );
    expect(r.counts).toEqual({ tp: 1, fp: 1, fn: 1 });
    const priced = matchOfferings([{ name: 'Coupe homme', price: '25 €' }], [{ name: 'Coupe homme', price: '26 €' }], true);
    expect(priced.counts.tp).toBe(0);
  });

  it('calls a phone invented only when its digits are nowhere in the page source', () => {
    const ev = pageEvidence(['<p>Tél. : 02.35.70.12.34</p><a href="tel:+447700900123">call</a>']);
    const info = emptyExtractedInfo({
      phones: [
        { e164: '+33235701234', display: '' },
        { e164: '+447700900123', display: '' },
        { e164: '+33199999999', display: '' },
      ],
    });
    expect(inventedPhones(info, ev)).toEqual(['+33199999999']);
  });

  it('takes a number listed after another of the same area code as on the page, and only then', () => {
    const ev = pageEvidence(['<p>Office: 044-2435 6677, 2435 6678</p><p>Shop: 2435 9999</p>']);
    const info = emptyExtractedInfo({
      phones: [
        { e164: '+914424356678', display: '' },
        { e164: '+914424359999', display: '' },
      ],
    });
    expect(inventedPhones(info, ev)).toEqual(['+914424359999']);
  });

  const base: FactsLabel = {
    site_group: 'x',
    businessName: 'X',
    nameAlternatives: [],
    phones: [],
    fax: [],
    emails: [],
    addresses: [],
    locality: { city: 'Ashbourne', postalCode: null, country: 'GB' },
    hours: { monday: ['09:00-12:00'] },
    hoursAlternatives: [{ monday: ['08:00-18:00'], tuesday: ['08:00-18:00'] }],
    services: [],
    priced: [],
  };

  it('scores hours against the best-fitting schedule of a several-place business', () => {
    const info = emptyExtractedInfo({
      hours: [
        { day: 'monday', opens: '08:00', closes: '18:00' },
        { day: 'tuesday', opens: '08:00', closes: '18:00' },
      ],
    });
    expect(scoreHours(base, info).counts).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('counts a street-less address in the only named town neither way, and one elsewhere as wrong', () => {
    expect(scoreAddress(base, { city: 'Ashbourne', formatted: 'Ashbourne' })).toMatchObject({ tp: 0, fp: 0, fn: 0, neutral: true });
    expect(scoreAddress(base, { city: 'Leeds', formatted: 'Leeds' })).toMatchObject({ tp: 0, fp: 1, fn: 0 });
  });
});
