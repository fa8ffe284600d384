import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, typesOf } from './json-ld';

// Name and type of the business. The type is one of the onboarding's nine labels in the
// agent's language when the site declares a matching schema.org type; otherwise the type
// the owner chose (the owner knows better than a keyword guess).

type Canonical = 'restaurant' | 'hair' | 'florist' | 'clinic' | 'garage' | 'dental' | 'shop' | 'hotel';

const TYPE_LABELS: Record<Canonical, { fr: string; en: string }> = {
  restaurant: { fr: 'Restaurant', en: 'Restaurant' },
  hair: { fr: 'Salon de coiffure', en: 'Hair Salon' },
  florist: { fr: 'Fleuriste', en: 'Florist' },
  clinic: { fr: 'Clinique', en: 'Clinic' },
  garage: { fr: 'Garage auto', en: 'Auto Garage' },
  dental: { fr: 'Cabinet dentaire', en: 'Dental Office' },
  shop: { fr: 'Boutique', en: 'Shop' },
  hotel: { fr: 'Hôtel', en: 'Hotel' },
};

const SCHEMA_TO_TYPE: Record<string, Canonical> = {
  Restaurant: 'restaurant',
  FoodEstablishment: 'restaurant',
  FastFoodRestaurant: 'restaurant',
  CafeOrCoffeeShop: 'restaurant',
  BarOrPub: 'restaurant',
  Bakery: 'restaurant',
  IceCreamShop: 'restaurant',
  Brewery: 'restaurant',
  Winery: 'restaurant',
  HairSalon: 'hair',
  BarberShop: 'hair',
  Florist: 'florist',
  MedicalClinic: 'clinic',
  MedicalBusiness: 'clinic',
  Physician: 'clinic',
  Hospital: 'clinic',
  MedicalOrganization: 'clinic',
  Physiotherapy: 'clinic',
  DiagnosticLab: 'clinic',
  VeterinaryCare: 'clinic',
  Optician: 'clinic',
  Dentist: 'dental',
  AutoRepair: 'garage',
  AutomotiveBusiness: 'garage',
  AutoBodyShop: 'garage',
  TireShop: 'garage',
  MotorcycleRepair: 'garage',
  AutoDealer: 'garage',
  Store: 'shop',
  ClothingStore: 'shop',
  BookStore: 'shop',
  BikeStore: 'shop',
  ComputerStore: 'shop',
  ConvenienceStore: 'shop',
  DepartmentStore: 'shop',
  ElectronicsStore: 'shop',
  FurnitureStore: 'shop',
  GardenStore: 'shop',
  GroceryStore: 'shop',
  HardwareStore: 'shop',
  HobbyShop: 'shop',
  HomeGoodsStore: 'shop',
  JewelryStore: 'shop',
  LiquorStore: 'shop',
  MensClothingStore: 'shop',
  MobilePhoneStore: 'shop',
  MusicStore: 'shop',
  OfficeEquipmentStore: 'shop',
  OutletStore: 'shop',
  PetStore: 'shop',
  ShoeStore: 'shop',
  SportingGoodsStore: 'shop',
  ToyStore: 'shop',
  WholesaleStore: 'shop',
  AutoPartsStore: 'shop',
  Hotel: 'hotel',
  LodgingBusiness: 'hotel',
  Motel: 'hotel',
  Hostel: 'hotel',
  BedAndBreakfast: 'hotel',
  Resort: 'hotel',
};

// The owner's label in either language, so "Fleuriste" chosen in French maps to "Florist" in English.
function canonicalOf(label: string | undefined): Canonical | undefined {
  if (!label) return undefined;
  const l = label.trim().toLowerCase();
  for (const [k, v] of Object.entries(TYPE_LABELS)) if (v.fr.toLowerCase() === l || v.en.toLowerCase() === l) return k as Canonical;
  return undefined;
}

export function extractBusinessType(
  pages: Page[],
  nodes: JsonLdNode[],
  locale: 'fr' | 'en',
  given?: string,
): { type: string; source?: string } {
  for (const node of businessNodes(nodes)) {
    for (const t of typesOf(node)) {
      const c = SCHEMA_TO_TYPE[t];
      if (c) return { type: TYPE_LABELS[c][locale], source: node.__source };
    }
  }
  for (const page of pages) {
    for (const el of page.index.itemscopes) {
      const t = (el.attribs.itemtype ?? '').replace(/^https?:\/\/schema\.org\//i, '').trim();
      const c = SCHEMA_TO_TYPE[t];
      if (c) return { type: TYPE_LABELS[c][locale], source: page.url };
    }
  }
  const c = canonicalOf(given);
  if (c) return { type: TYPE_LABELS[c][locale] };
  if (given?.trim()) return { type: given.trim() };
  // Nothing declared and no owner choice (the CLI on a bare URL): what the site calls itself
  // in its title, description or main heading.
  const home = pages[0];
  if (home) {
    const fields = [
      home.title,
      meta(home, 'property', 'og:type'),
      meta(home, 'name', 'description'),
      home.index.h1[0] ? home.$(home.index.h1[0]).text() : '',
    ];
    for (const text of fields) {
      const k = typeFromKeywords(text);
      if (k) return { type: TYPE_LABELS[k][locale], source: home.url };
    }
  }
  return { type: '' };
}

// Most specific first: a "cabinet dentaire" is not a generic clinic, a hotel-restaurant is a hotel.
const KEYWORDS: [RegExp, Canonical][] = [
  [/\b(?:dentaire|dentistes?|dental|dentists?|dentistry|orthodont\w*)\b/i, 'dental'],
  [/\b(?:h[ôo]tel|hotels?|chambres? d['’]h[ôo]tes|b&b|bed and breakfast|auberge|inn|motel)\b/i, 'hotel'],
  [/\b(?:coiffure|coiffeur|coiffeuse|barbier|hair ?salon|hairdress\w*|barber\w*|hair)\b/i, 'hair'],
  [/\b(?:fleuriste|florist|fleurs|flowers)\b/i, 'florist'],
  [/\b(?:garage|auto repair|car repairs?|m[ée]canique|carrosserie|mot testing|servicing|auto ?body)\b/i, 'garage'],
  [
    /\b(?:clinique|clinic|m[ée]dical|medical|cabinet m[ée]dical|health ?care|m[ée]decins?|physicians?|v[ée]t[ée]rinaire|veterinary|kin[ée]sith[ée]rapeute|physiotherap\w*)\b/i,
    'clinic',
  ],
  [
    /\b(?:restaurant|bistrot|bistro|brasserie|pizzeria|trattoria|cr[êe]perie|bouchon lyonnais|caf[ée]|coffee|coffee shop|coffeehouse|boulangerie|p[âa]tisserie|bakery|diner|eatery|steakhouse|sushi|restaurant\.restaurant)\b/i,
    'restaurant',
  ],
  [/\b(?:boutique|shop|store|[ée]picerie|librairie|bookstore|bookshop|magasin|concept store)\b/i, 'shop'],
];

function typeFromKeywords(text: string): Canonical | undefined {
  for (const [re, c] of KEYWORDS) if (re.test(text)) return c;
  return undefined;
}

function meta(page: Page, attr: 'name' | 'property', key: string): string {
  const el = page.index.metas.find((m) => (m.attribs[attr] ?? '').toLowerCase() === key);
  return el?.attribs.content ?? '';
}

export { extractBusinessName } from './business-name';
