import type { Locale } from '@/lib/i18n/locales';

// Open Graph / Twitter card images, one per language and page kind (app/og/[image]/route.tsx
// renders them with next/og at build time). The file names carry an extension so proxy.ts leaves
// them alone, and they live outside /api/ so crawlers that honour robots.txt may fetch them.

export const OG_SIZE = { width: 1200, height: 630 } as const;

export const ogImages = {
  'home-fr.png': { locale: 'fr', kind: 'home' },
  'home-en.png': { locale: 'en', kind: 'home' },
  'ad-fr.png': { locale: 'fr', kind: 'ad' },
  'ad-en.png': { locale: 'en', kind: 'ad' },
} as const satisfies Record<string, { locale: Locale; kind: 'home' | 'ad' }>;

export type OgImageName = keyof typeof ogImages;

export function isOgImageName(name: string): name is OgImageName {
  return Object.prototype.hasOwnProperty.call(ogImages, name);
}

/** The image for a page: the ad pages have their own, every other page shares its language's. */
export function ogImageFor(locale: Locale, path: string): { path: string; alt?: string } {
  if (path === '/ad-fr') return { path: '/og/ad-fr.png' };
  if (path === '/ad-en') return { path: '/og/ad-en.png' };
  return { path: `/og/home-${locale}.png` };
}
