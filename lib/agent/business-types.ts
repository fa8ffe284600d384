import type { Locale } from '@/lib/i18n/locales';
import { fold } from '@/lib/text/fold';

// The business type options, as data: the onboarding tiles, the agent page and the prompt
// all read this one list. Ids are stable (stored in nothing but used as tile keys and e2e hooks);
// labels are the options shown per language; icons are lucide-react component names.

export type BusinessTypeId =
  'restaurant' | 'hair_salon' | 'florist' | 'clinic' | 'auto_garage' | 'dental_office' | 'shop' | 'hotel' | 'other';

export type BusinessType = {
  id: BusinessTypeId;
  label: Record<Locale, string>;
  /** lucide-react icon name (the page maps it to the component). */
  icon: 'UtensilsCrossed' | 'Scissors' | 'Flower2' | 'Stethoscope' | 'Wrench' | 'SmilePlus' | 'ShoppingBag' | 'BedDouble' | 'Building2';
};

export const BUSINESS_TYPES: readonly BusinessType[] = [
  { id: 'restaurant', label: { fr: 'Restaurant', en: 'Restaurant' }, icon: 'UtensilsCrossed' },
  { id: 'hair_salon', label: { fr: 'Salon de coiffure', en: 'Hair Salon' }, icon: 'Scissors' },
  { id: 'florist', label: { fr: 'Fleuriste', en: 'Florist' }, icon: 'Flower2' },
  { id: 'clinic', label: { fr: 'Clinique', en: 'Clinic' }, icon: 'Stethoscope' },
  { id: 'auto_garage', label: { fr: 'Garage auto', en: 'Auto Garage' }, icon: 'Wrench' },
  { id: 'dental_office', label: { fr: 'Cabinet dentaire', en: 'Dental Office' }, icon: 'SmilePlus' },
  { id: 'shop', label: { fr: 'Boutique', en: 'Shop' }, icon: 'ShoppingBag' },
  { id: 'hotel', label: { fr: 'Hôtel', en: 'Hotel' }, icon: 'BedDouble' },
  { id: 'other', label: { fr: 'Autre', en: 'Other' }, icon: 'Building2' },
];

export const OTHER_BUSINESS_TYPE: BusinessTypeId = 'other';

/**
 * The known type a stored label refers to, whatever the language it was sent in ("Hôtel",
 * "hotel", "Hair Salon"); undefined for a free-text type the owner typed after "Other".
 */
export function findBusinessType(value: string | null | undefined): BusinessType | undefined {
  if (!value) return undefined;
  const v = fold(value.trim());
  return BUSINESS_TYPES.find((t) => t.id === v || fold(t.label.fr) === v || fold(t.label.en) === v);
}

/**
 * The business type as the agent's language says it: a known type is translated
 * ("Salon de coiffure" → "Hair Salon"); free text is kept as the owner wrote it.
 */
export function localizeBusinessType(value: string, locale: Locale): string {
  const known = findBusinessType(value);
  return known ? known.label[locale] : value.trim();
}
