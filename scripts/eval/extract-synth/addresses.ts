import type { Rng } from '../seeded-rng';

// Postal addresses as small businesses write them, country by country, from general knowledge of
// each country's conventions (not copied from any site). Each format gives the expected address
// (what a careful reader would note down) and the lines the site prints it on.

export type SynthAddress = {
  family: string;
  country: string;
  locale: 'fr' | 'en';
  tld: string;
  /** Expected street (unit/suite parts may be left out by a reader). */
  street: string;
  postalCode: string | null;
  city: string;
  region: string | null;
  /** The address as the site prints it, one element per printed line. */
  lines: string[];
  schema: Record<string, string>;
  phone: string;
};

const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const US_PLACES = [
  ['Austin', 'TX', 'Texas', '78704'],
  ['Portland', 'OR', 'Oregon', '97214'],
  ['Denver', 'CO', 'Colorado', '80205'],
  ['Columbus', 'OH', 'Ohio', '43215'],
  ['Madison', 'WI', 'Wisconsin', '53703'],
  ['Raleigh', 'NC', 'North Carolina', '27601'],
  ['Boise', 'ID', 'Idaho', '83702'],
  ['Savannah', 'GA', 'Georgia', '31401'],
  ['Burlington', 'VT', 'Vermont', '05401'],
  ['Santa Fe', 'NM', 'New Mexico', '87501'],
] as const;
const US_STREETS = ['Oak', 'Maple', 'Main', 'Cedar', 'Lincoln', 'Elm', 'Pine', 'Washington', 'Jefferson', 'Riverside', 'Hillcrest'];
const US_TYPES = ['Ave', 'Avenue', 'St', 'Street', 'Blvd', 'Road', 'Rd', 'Drive', 'Lane', 'Way'];

function us(r: Rng): SynthAddress {
  const [city, code, stateName, zip] = r.pick(US_PLACES);
  const street = r.pick([
    () => `${r.int(12, 9800)} ${r.chance(0.2) ? r.pick(['N', 'S', 'E', 'W']) + ' ' : ''}${r.pick(US_STREETS)} ${r.pick(US_TYPES)}`,
    () => `${r.int(100, 999)} ${r.pick(['N.', 'S.', 'E.', 'W.'])} ${r.pick(US_STREETS)} St.`,
    () => `${r.int(10, 900)} ${r.pick(['5th', '2nd', '3rd', '11th', '21st'])} ${r.pick(['Avenue', 'Street', 'St'])}`,
    () => `${r.int(1000, 24000)} ${r.pick(['Highway', 'Hwy', 'Route'])} ${r.int(1, 99)}`,
  ])();
  const variant = r.pick(['basic', 'suite', 'state-name', 'zip4', 'no-zip'] as const);
  const suite = variant === 'suite' ? `, ${r.pick(['Suite', 'Ste', 'Unit', '#'])} ${r.int(100, 450)}` : '';
  const zipShown = variant === 'zip4' ? `${zip}-${digits(r, 4)}` : variant === 'no-zip' ? '' : zip;
  const state = variant === 'state-name' ? stateName : code;
  const tail = `${city}, ${state}${zipShown ? ' ' + zipShown : ''}`;
  return {
    family: `us-${variant}`,
    country: 'US',
    locale: 'en',
    tld: r.pick(['.com', '.com', '.us']),
    street,
    postalCode: variant === 'no-zip' ? null : zip,
    city,
    region: code,
    lines: [street + suite, tail],
    schema: {
      streetAddress: street + suite,
      addressLocality: city,
      addressRegion: code,
      ...(zipShown ? { postalCode: zipShown } : {}),
      addressCountry: 'US',
    },
    phone: `(${r.pick(['512', '503', '720', '614', '919'])}) ${r.int(234, 987)}-${digits(r, 4)}`,
  };
}

const UK_PLACES = [
  ['Ludlow', 'Shropshire', 'SY8 1AZ'],
  ['Kelso', 'Roxburghshire', 'TD5 7HF'],
  ['Leeds', 'West Yorkshire', 'LS10 1JQ'],
  ['Frome', 'Somerset', 'BA11 1BE'],
  ['Hexham', 'Northumberland', 'NE46 3NP'],
  ['Bristol', 'Avon', 'BS1 5TR'],
  ['Norwich', 'Norfolk', 'NR2 4SQ'],
  ['Truro', 'Cornwall', 'TR1 2HD'],
] as const;
const UK_STREETS = [
  'High Street',
  'Mill Lane',
  'Church Road',
  'Market Place',
  'Bridge Street',
  'Station Road',
  'Castle Hill',
  'King Street',
];
const UK_BUILDINGS = ['The Old Forge', 'Rose Cottage', 'Mill House', 'The Coach House', 'Orchard Barn'];

function uk(r: Rng): SynthAddress {
  const [city, county, pc] = r.pick(UK_PLACES);
  const road = r.pick(UK_STREETS);
  const variant = r.pick(['basic', 'building', 'unit', 'county', 'pc-nospace', 'no-pc'] as const);
  let street = `${r.int(2, 140)} ${road}`;
  let lines: string[];
  const pcShown = variant === 'pc-nospace' ? pc.replace(' ', '') : pc;
  if (variant === 'building') {
    const b = r.pick(UK_BUILDINGS);
    street = road;
    lines = [b, road, `${city} ${pc}`];
  } else if (variant === 'unit') {
    const estate = r.pick(['Riverside Industrial Estate', 'Greenway Business Park', 'Meadow Trading Estate']);
    street = estate;
    lines = [`Unit ${r.int(1, 24)}`, estate, city, pc];
  } else if (variant === 'county') lines = [street, city, county, pc];
  else if (variant === 'no-pc') lines = [street, city];
  else lines = [street, city, pcShown];
  return {
    family: `uk-${variant}`,
    country: 'GB',
    locale: 'en',
    tld: r.pick(['.co.uk', '.co.uk', '.uk', '.com']),
    street,
    postalCode: variant === 'no-pc' ? null : pc,
    city,
    region: variant === 'county' ? county : null,
    lines,
    schema: {
      streetAddress: variant === 'building' ? `${lines[0]}, ${road}` : variant === 'unit' ? `${lines[0]}, ${street}` : street,
      addressLocality: city,
      ...(variant === 'no-pc' ? {} : { postalCode: pc }),
      addressCountry: 'GB',
    },
    phone: `01${r.int(100, 999)} ${digits(r, 6)}`,
  };
}

const IE_PLACES = [
  ['Killarney', 'Kerry', 'V93 X2C4'],
  ['Westport', 'Mayo', 'F28 HY20'],
  ['Kilkenny', 'Kilkenny', 'R95 K7P3'],
  ['Galway', 'Galway', 'H91 E2W7'],
  ['Dingle', 'Kerry', 'V92 FX86'],
] as const;
function ie(r: Rng): SynthAddress {
  const [city, county, eir] = r.pick(IE_PLACES);
  const street = `${r.int(1, 60)} ${r.pick(['Main Street', 'New Street', 'Bridge Street', 'Shop Street', 'Patrick Street'])}`;
  const variant = r.pick(['county', 'eircode', 'no-eircode'] as const);
  const lines =
    variant === 'county'
      ? [street, city, `Co. ${county}`, eir]
      : variant === 'eircode'
        ? [street, `${city} ${eir}`]
        : [street, city, `Co. ${county}`];
  return {
    family: `ie-${variant}`,
    country: 'IE',
    locale: 'en',
    tld: '.ie',
    street,
    postalCode: variant === 'no-eircode' ? null : eir,
    city,
    region: null,
    lines,
    schema: {
      streetAddress: street,
      addressLocality: city,
      ...(variant === 'no-eircode' ? {} : { postalCode: eir }),
      addressCountry: 'IE',
    },
    phone: `0${r.pick(['64', '98', '56', '91'])} ${digits(r, 3)} ${digits(r, 4)}`,
  };
}

function ca(r: Rng): SynthAddress {
  const variant = r.pick(['en', 'fr-qc'] as const);
  if (variant === 'fr-qc') {
    const street = `${r.int(100, 4800)}, rue ${r.pick(['Saint-Denis', 'Sherbrooke Est', 'Notre-Dame Ouest', 'Beaubien'])}`;
    const city = r.pick(['Montréal', 'Québec', 'Laval']);
    const pc = r.pick(['H2X 3J8', 'G1R 4P5', 'H7N 2K1']);
    return {
      family: 'ca-qc',
      country: 'CA',
      locale: 'fr',
      tld: '.ca',
      street,
      postalCode: pc,
      city,
      region: 'QC',
      lines: [street, `${city} (Québec) ${pc}`],
      schema: { streetAddress: street, addressLocality: city, addressRegion: 'QC', postalCode: pc, addressCountry: 'CA' },
      phone: `514 ${r.int(234, 987)}-${digits(r, 4)}`,
    };
  }
  const [city, prov, pc] = r.pick([
    ['Toronto', 'ON', 'M5V 1Z6'],
    ['Vancouver', 'BC', 'V6B 1A1'],
    ['Calgary', 'AB', 'T2P 1J9'],
    ['Halifax', 'NS', 'B3J 1S9'],
  ] as const);
  const street = `${r.int(10, 2500)} ${r.pick(['Queen St W', 'Granville Street', '4 Ave SW', 'Barrington St', 'King Street East'])}`;
  return {
    family: 'ca-en',
    country: 'CA',
    locale: 'en',
    tld: '.ca',
    street,
    postalCode: pc,
    city,
    region: prov,
    lines: [street, `${city}, ${prov} ${pc}`],
    schema: { streetAddress: street, addressLocality: city, addressRegion: prov, postalCode: pc, addressCountry: 'CA' },
    phone: `(${r.pick(['416', '604', '403'])}) ${r.int(234, 987)}-${digits(r, 4)}`,
  };
}

function au(r: Rng): SynthAddress {
  const [city, state, pc] = r.pick([
    ['Sydney', 'NSW', '2000'],
    ['Fitzroy', 'VIC', '3065'],
    ['Brisbane', 'QLD', '4000'],
    ['Fremantle', 'WA', '6160'],
    ['Hobart', 'TAS', '7000'],
    ['Newtown', 'NSW', '2042'],
  ] as const);
  const street = `${r.chance(0.25) ? `Shop ${r.int(1, 12)}/` : ''}${r.int(3, 420)} ${r.pick(['George Street', 'Smith St', 'King Street', 'Brunswick St', 'Beach Road', 'High St'])}`;
  const bare = street.replace(/^Shop \d+\//, '');
  return {
    family: 'au',
    country: 'AU',
    locale: 'en',
    tld: '.com.au',
    street: bare,
    postalCode: pc,
    city,
    region: state,
    lines: r.chance(0.5) ? [street, `${city} ${state} ${pc}`] : [`${street}, ${city}`, `${state} ${pc}`],
    schema: { streetAddress: street, addressLocality: city, addressRegion: state, postalCode: pc, addressCountry: 'AU' },
    phone: `(0${r.pick(['2', '3', '7', '8'])}) ${digits(r, 4)} ${digits(r, 4)}`,
  };
}

function india(r: Rng): SynthAddress {
  const [city, state, pin, area] = r.pick([
    ['Bengaluru', 'Karnataka', '560001', 'Indiranagar'],
    ['Mumbai', 'Maharashtra', '400050', 'Bandra West'],
    ['Kolkata', 'West Bengal', '700016', 'Ballygunge'],
    ['Chennai', 'Tamil Nadu', '600017', 'T. Nagar'],
    ['Pune', 'Maharashtra', '411001', 'Camp'],
  ] as const);
  const road = r.pick(['MG Road', 'Linking Road', '100 Feet Road', 'Station Road', 'Brigade Road']);
  const no = r.pick([`No. ${r.int(1, 240)}`, `${r.int(1, 240)}`, `#${r.int(1, 240)}`, `Shop No. ${r.int(1, 40)}`]);
  const street = `${no}, ${road}`;
  const variant = r.pick(['state', 'dash-pin', 'pin-space'] as const);
  const tail =
    variant === 'dash-pin'
      ? `${city} - ${pin}`
      : variant === 'pin-space'
        ? `${city}, ${state} ${pin.slice(0, 3)} ${pin.slice(3)}`
        : `${city}, ${state} ${pin}`;
  return {
    family: `in-${variant}`,
    country: 'IN',
    locale: 'en',
    tld: r.pick(['.in', '.co.in', '.com']),
    street: road,
    postalCode: pin,
    city,
    region: state,
    lines: [street, area, tail],
    schema: { streetAddress: `${street}, ${area}`, addressLocality: city, addressRegion: state, postalCode: pin, addressCountry: 'IN' },
    phone: `+91 ${r.pick(['98', '99', '97'])}${digits(r, 3)} ${digits(r, 5)}`,
  };
}

function nz(r: Rng): SynthAddress {
  const [city, pc, suburb] = r.pick([
    ['Auckland', '1010', 'Auckland Central'],
    ['Wellington', '6011', 'Te Aro'],
    ['Christchurch', '8011', 'Sydenham'],
    ['Nelson', '7010', 'Nelson Central'],
  ] as const);
  const street = `${r.int(2, 300)} ${r.pick(['Queen Street', 'Cuba Street', 'Colombo Street', 'Trafalgar St', 'Ponsonby Road'])}`;
  return {
    family: 'nz',
    country: 'NZ',
    locale: 'en',
    tld: '.co.nz',
    street,
    postalCode: pc,
    city,
    region: null,
    lines: r.chance(0.5) ? [street, suburb, `${city} ${pc}`] : [street, `${city} ${pc}`],
    schema: { streetAddress: street, addressLocality: city, postalCode: pc, addressCountry: 'NZ' },
    phone: `(0${r.pick(['9', '4', '3'])}) ${digits(r, 3)} ${digits(r, 4)}`,
  };
}

const FR_PLACES = [
  ['69003', 'Lyon'],
  ['31000', 'Toulouse'],
  ['44000', 'Nantes'],
  ['38500', 'Voiron'],
  ['24200', 'Sarlat-la-Canéda'],
  ['71250', 'Cluny'],
  ['13100', 'Aix-en-Provence'],
  ['67000', 'Strasbourg'],
] as const;
const FR_STREETS = [
  'rue des Lilas',
  'avenue Jean Jaurès',
  'place du Marché',
  'boulevard Victor Hugo',
  'chemin des Vignes',
  'rue de la République',
  'impasse des Tilleuls',
  'allée des Pins',
  'quai de la Loire',
];

function fr(r: Rng): SynthAddress {
  const [pc, city] = r.pick(FR_PLACES);
  const num = `${r.int(1, 120)}${r.chance(0.15) ? ' bis' : ''}`;
  let street = `${num} ${r.pick(FR_STREETS)}`;
  const variant = r.pick(['basic', 'cedex', 'bp', 'lieu-dit', 'za', 'no-pc', 'dash-town'] as const);
  let lines: string[];
  let postalCode: string | null = pc;
  if (variant === 'cedex') lines = [street, `${pc} ${city} Cedex`];
  else if (variant === 'bp') lines = [street, `BP ${r.int(10, 900)}`, `${pc} ${city}`];
  else if (variant === 'lieu-dit') {
    street = `Lieu-dit ${r.pick(['La Garenne', 'Les Granges', 'Le Moulin Neuf'])}`;
    lines = [street, `${pc} ${city}`];
  } else if (variant === 'za') {
    // A zone's own street is what a caller needs: the label is the numbered street in it.
    const zone = `ZA ${r.pick(['Les Prés', 'du Bois Joli', 'des Grands Champs'])}`;
    street = `${r.int(1, 30)} ${r.pick(['rue de l’Industrie', 'allée des Artisans'])}`;
    lines = [`${zone}, ${street}`, `${pc} ${city}`];
  } else if (variant === 'no-pc') {
    postalCode = null;
    lines = [`${street}, ${city}`];
  } else if (variant === 'dash-town') {
    postalCode = null;
    lines = [`${street} – ${city}`];
  } else lines = [street, `${pc} ${city}`];
  return {
    family: `fr-${variant}`,
    country: 'FR',
    locale: 'fr',
    tld: r.pick(['.fr', '.fr', '.com']),
    street,
    postalCode,
    city,
    region: null,
    lines,
    schema: {
      streetAddress: lines.length > 1 ? lines[0]! : street,
      addressLocality: city,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'FR',
    },
    phone: `0${r.pick(['1', '2', '3', '4', '5'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  };
}

function be(r: Rng): SynthAddress {
  const [pc, city] = r.pick([
    ['1300', 'Wavre'],
    ['4000', 'Liège'],
    ['5000', 'Namur'],
    ['1030', 'Schaerbeek'],
    ['7000', 'Mons'],
  ] as const);
  const street = `${r.pick(['Rue de la Station', 'Chaussée de Louvain', 'Avenue des Combattants', 'Place Saint-Lambert'])} ${r.int(1, 220)}`;
  return {
    family: 'be',
    country: 'BE',
    locale: 'fr',
    tld: '.be',
    street,
    postalCode: pc,
    city,
    region: null,
    lines: [street, `${r.chance(0.3) ? 'B-' : ''}${pc} ${city}`],
    schema: { streetAddress: street, addressLocality: city, postalCode: pc, addressCountry: 'BE' },
    phone: `0${r.pick(['10', '4', '81', '2'])} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
  };
}

function ch(r: Rng): SynthAddress {
  const [pc, city] = r.pick([
    ['1800', 'Vevey'],
    ['1003', 'Lausanne'],
    ['1204', 'Genève'],
    ['2000', 'Neuchâtel'],
    ['1950', 'Sion'],
  ] as const);
  const street = `${r.pick(['Rue du Lac', 'Avenue de la Gare', 'Chemin des Crêts', 'Grand-Rue'])} ${r.int(1, 90)}`;
  return {
    family: 'ch',
    country: 'CH',
    locale: 'fr',
    tld: '.ch',
    street,
    postalCode: pc,
    city,
    region: null,
    lines: [street, `${r.chance(0.3) ? 'CH-' : ''}${pc} ${city}`],
    schema: { streetAddress: street, addressLocality: city, postalCode: pc, addressCountry: 'CH' },
    phone: `0${r.pick(['21', '22', '27', '32'])} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
  };
}

export const ADDRESS_FORMATS: Record<string, (r: Rng) => SynthAddress> = { us, uk, ie, ca, au, in: india, nz, fr, be, ch };
