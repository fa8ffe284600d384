import fs from 'node:fs';
import path from 'node:path';
import type { DayOfWeek, ExtractedInfo } from '@/lib/extract/types';
import { bundlePages, decodeHtml } from '@/lib/extract/bundle';
import { foldWords as fold } from '@/lib/text/fold';

// The fixture sites (tests/fixtures/sites/<slug>/) and how their expected facts are scored.
// Shared by scripts/eval-extract.ts and the unit test that asserts the eval targets.

export type Expected = {
  locale: 'fr' | 'en';
  site: string;
  businessName?: string;
  businessType?: string;
  givenType?: string;
  phones: string[];
  email: string | null;
  address: { street?: string; postalCode?: string; city?: string; country?: string } | null;
  hours: Partial<Record<DayOfWeek, string[]>>;
  services: string[];
  faq: string[];
};

export type Fixture = { slug: string; dir: string; files: string[]; expected: Expected };

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/sites');

export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'expected.json')))
    .map((d) => {
      const fdir = path.join(dir, d.name);
      const files = fs
        .readdirSync(fdir)
        .filter((f) => f.endsWith('.html'))
        .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
      return {
        slug: d.name,
        dir: fdir,
        files,
        expected: JSON.parse(fs.readFileSync(path.join(fdir, 'expected.json'), 'utf8')) as Expected,
      };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The fixture as the scraper would hand it over: every page, home first, under the site's URL. */
export function fixtureBundle(f: Fixture): string {
  return bundlePages(
    f.files.map((file) => ({
      url: new URL(file === 'index.html' ? '' : file, f.expected.site).toString(),
      html: decodeHtml(fs.readFileSync(path.join(f.dir, file))),
    })),
  );
}

export type Counts = { tp: number; fp: number; fn: number };
export const FIELDS = ['phones', 'email', 'address', 'hours', 'services', 'faq'] as const;
export type Field = (typeof FIELDS)[number];

function setCounts(expected: string[], got: string[], same: (a: string, b: string) => boolean): Counts {
  const unmatched = [...expected];
  let tp = 0;
  let fp = 0;
  for (const g of got) {
    const i = unmatched.findIndex((e) => same(e, g));
    if (i >= 0) {
      tp++;
      unmatched.splice(i, 1);
    } else if (!expected.some((e) => same(e, g))) fp++;
  }
  return { tp, fp, fn: unmatched.length };
}

const nameMatch = (a: string, b: string) => {
  const x = fold(a);
  const y = fold(b);
  return x === y || (x.length >= 4 && y.includes(x)) || (y.length >= 4 && x.includes(y));
};

export function score(expected: Expected, info: ExtractedInfo): Record<Field, Counts> {
  const exactly = (a: string, b: string) => a === b;
  const phones = setCounts(
    expected.phones,
    info.phones.map((p) => p.e164),
    exactly,
  );
  const email = setCounts(expected.email ? [expected.email] : [], info.email ? [info.email] : [], exactly);
  let address: Counts = { tp: 0, fp: 0, fn: 0 };
  if (expected.address) {
    const a = info.address;
    const ok =
      !!a &&
      (!expected.address.postalCode || fold(a.postalCode ?? '') === fold(expected.address.postalCode)) &&
      (!expected.address.city || fold(a.city ?? '').startsWith(fold(expected.address.city))) &&
      (!expected.address.street || nameMatch(a.street ?? '', expected.address.street));
    address = ok ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: a ? 1 : 0, fn: 1 };
  } else if (info.address) address = { tp: 0, fp: 1, fn: 0 };
  const expHours = Object.entries(expected.hours).flatMap(([d, list]) => (list ?? []).map((iv) => `${d} ${iv}`));
  const hours = setCounts(
    expHours,
    info.hours.map((h) => `${h.day} ${h.opens}-${h.closes}`),
    exactly,
  );
  const services = setCounts(
    expected.services,
    info.services.map((s) => s.name),
    nameMatch,
  );
  const faq = setCounts(
    expected.faq,
    info.faq.map((f) => f.q),
    nameMatch,
  );
  return { phones, email, address, hours, services, faq };
}
