import type { Page } from './pages';

// JSON-LD is the strongest source: site builders (Wix, Squarespace, WordPress SEO plugins)
// emit it for the business itself. Blocks may hold one object, an array, or an @graph, and
// objects nest (a Restaurant's address, a FAQPage's questions); we flatten every object
// reachable so each parser can look for the node types it understands.

export type JsonLdNode = Record<string, unknown> & { __source: string };

function parseJsonLdBlock(text: string): unknown {
  const cleaned = text
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>\s*$/, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    // Hand-written blocks often carry raw newlines inside strings or a trailing comma.
    try {
      return JSON.parse(cleaned.replace(/[\r\n\t]+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** Every object found in the page's JSON-LD blocks, nested objects included. */
export function jsonLdNodes(pages: Page[]): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, source: string, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) visit(v, source, depth + 1);
      return;
    }
    const obj = value as Record<string, unknown>;
    out.push(Object.assign(obj, { __source: source }) as JsonLdNode);
    for (const [k, v] of Object.entries(obj)) if (k !== '__source') visit(v, source, depth + 1);
  };
  for (const page of pages) {
    for (const el of page.index.ldScripts) {
      const parsed = parseJsonLdBlock(page.$(el).text());
      if (parsed !== undefined) visit(parsed, page.url, 0);
    }
  }
  return out;
}

/** The node's @type values without the schema.org prefix. */
export function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^https?:\/\/schema\.org\//, ''));
}

// LocalBusiness and the subtypes a small business site realistically uses.
const BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'Organization',
  'Corporation',
  'ProfessionalService',
  'HomeAndConstructionBusiness',
  'FoodEstablishment',
  'Restaurant',
  'FastFoodRestaurant',
  'CafeOrCoffeeShop',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'Winery',
  'IceCreamShop',
  'HealthAndBeautyBusiness',
  'HairSalon',
  'BeautySalon',
  'DaySpa',
  'NailSalon',
  'TattooParlor',
  'HealthClub',
  'Florist',
  'MedicalBusiness',
  'MedicalClinic',
  'MedicalOrganization',
  'Physician',
  'Dentist',
  'Optician',
  'Pharmacy',
  'Hospital',
  'DiagnosticLab',
  'Physiotherapy',
  'VeterinaryCare',
  'AutomotiveBusiness',
  'AutoRepair',
  'AutoBodyShop',
  'AutoDealer',
  'AutoPartsStore',
  'AutoRental',
  'AutoWash',
  'GasStation',
  'MotorcycleRepair',
  'TireShop',
  'Store',
  'ClothingStore',
  'BookStore',
  'BikeStore',
  'ComputerStore',
  'ConvenienceStore',
  'DepartmentStore',
  'ElectronicsStore',
  'FurnitureStore',
  'GardenStore',
  'GroceryStore',
  'HardwareStore',
  'HobbyShop',
  'HomeGoodsStore',
  'JewelryStore',
  'LiquorStore',
  'MensClothingStore',
  'MobilePhoneStore',
  'MusicStore',
  'OfficeEquipmentStore',
  'OutletStore',
  'PetStore',
  'ShoeStore',
  'SportingGoodsStore',
  'TireShop',
  'ToyStore',
  'WholesaleStore',
  'LodgingBusiness',
  'Hotel',
  'Motel',
  'Hostel',
  'BedAndBreakfast',
  'Resort',
  'Campground',
  'LegalService',
  'Attorney',
  'Notary',
  'AccountingService',
  'FinancialService',
  'RealEstateAgent',
  'TravelAgency',
  'Electrician',
  'Plumber',
  'Locksmith',
  'RoofingContractor',
  'HVACBusiness',
  'GeneralContractor',
  'HousePainter',
  'MovingCompany',
  'ChildCare',
  'DryCleaningOrLaundry',
  'EmploymentAgency',
  'EntertainmentBusiness',
  'SportsActivityLocation',
  'ExerciseGym',
  'SelfStorage',
  'ShoppingCenter',
  'AnimalShelter',
  'EmergencyService',
  'GovernmentOffice',
  'InternetCafe',
  'Library',
  'RadioStation',
  'RecyclingCenter',
  'TouristInformationCenter',
]);

function isBusinessNode(node: Record<string, unknown>): boolean {
  const types = typesOf(node);
  if (types.some((t) => BUSINESS_TYPES.has(t))) return true;
  // Unknown subtype, but shaped like a business.
  return (
    types.length > 0 &&
    !types.includes('WebSite') &&
    !types.includes('WebPage') &&
    'address' in node &&
    ('telephone' in node || 'openingHours' in node || 'openingHoursSpecification' in node)
  );
}

/** Business nodes, the most specific (and most complete) first. Organization comes last. */
export function businessNodes(nodes: JsonLdNode[]): JsonLdNode[] {
  const score = (n: JsonLdNode) => {
    const types = typesOf(n);
    let s = 0;
    if (types.some((t) => t !== 'Organization' && t !== 'Corporation')) s += 10;
    for (const k of ['address', 'telephone', 'openingHoursSpecification', 'openingHours', 'name']) if (k in n) s += 1;
    return s;
  };
  return nodes.filter(isBusinessNode).sort((a, b) => score(b) - score(a));
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return str(v[0]);
  if (v && typeof v === 'object' && 'name' in v) return str((v as Record<string, unknown>).name);
  if (v && typeof v === 'object' && '@value' in v) return str((v as Record<string, unknown>)['@value']);
  return undefined;
}

export function list(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}
