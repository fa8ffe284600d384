import type { Rng } from '../seeded-rng';
import { rng } from '../seeded-rng';
import { bundlePages } from '@/lib/extract/bundle';
import { ADDRESS_FORMATS, type SynthAddress } from './addresses';
import { STYLES, block, esc, heading, iconList, page, shell, type Shell } from './markup';

// Address cases: a country format (./addresses) × where the page puts it × the page builder's
// markup. Each case carries the address a reader would note down (or none, for the negatives).

export type ExpectedAddress = { street: string; postalCode: string | null; city: string; region: string | null; country: string };
export type AddressCase = {
  id: string;
  family: string;
  placement: string;
  html: string;
  url: string;
  locale: 'fr' | 'en';
  /** Any of these is right; empty = the page states no address of the business. */
  expected: ExpectedAddress[];
};

const oneLine = (a: SynthAddress) => a.lines.join(', ');
const contact = (s: Shell) => [`${s.locale === 'fr' ? 'Tél.' : 'Tel'} ${esc(s.phone)}`, esc(s.email)];
const expectOf = (a: SynthAddress): ExpectedAddress => ({
  street: a.street,
  postalCode: a.postalCode,
  city: a.city,
  region: a.region,
  country: a.country,
});
const mapsQ = (a: SynthAddress) => encodeURIComponent(oneLine(a)).replace(/%20/g, '+');
const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const SUBTYPES = ['Dentist', 'Florist', 'HairSalon', 'Restaurant', 'AutoRepair', 'Physiotherapy', 'LocalBusiness', 'Bakery'];

type Placement = (a: SynthAddress, s: Shell, r: Rng) => string;

const FIND_US_EN = ['Find us', 'Visit us', 'Our location', 'Where to find us', 'Address'];
const FIND_US_FR = ['Nous trouver', 'Accès', 'Adresse', 'Où nous trouver', 'Plan d’accès'];

export const PLACEMENTS: Record<string, Placement> = {
  footer: (a, s) => page(s, { footer: block(s.style, [esc(s.name), a.lines.map(esc).join('<br>'), contact(s).join('<br>')]) }),
  'top-bar': (a, s, r) =>
    page(s, {
      top: `<span class="addr">${esc(oneLine(a))}</span>${r.pick([' ', ' | '])}<span>${esc(s.phone)}</span> <span>${esc(s.email)}</span>`,
    }),
  'contact-block': (a, s) =>
    page(s, {
      main: `<section id="contact">${heading(s.style, 'Contact')}${block(s.style, [a.lines.map(esc).join('<br>'), ...contact(s)])}</section>`,
    }),
  'find-us': (a, s, r) =>
    page(s, {
      main: `<section>${heading(s.style, r.pick(s.locale === 'fr' ? FIND_US_FR : FIND_US_EN))}${block(s.style, [esc(oneLine(a))])}</section>`,
    }),
  'one-line-sep': (a, s, r) => {
    const sep = r.pick([' | ', ' · ', ' - ', ' / ', ' • ']);
    return page(s, { footer: block(s.style, [[oneLine(a), s.phone, s.email].map(esc).join(sep)]) });
  },
  'split-br': (a, s) => page(s, { main: block(s.style, [a.lines.map(esc).join('<br>')]) + block(s.style, contact(s)) }),
  'split-p': (a, s) => page(s, { footer: block(s.style, [...a.lines.map(esc), ...contact(s)]) }),
  'split-span': (a, s) =>
    page(s, { footer: `<div class="contact">${[...a.lines, s.phone].map((l) => `<span>${esc(l)}</span>`).join(' ')}</div>` }),
  'split-li': (a, s) => page(s, { footer: iconList(s.style, [esc(oneLine(a)), ...contact(s)]) }),
  'li-lines': (a, s) => page(s, { footer: `<ul class="contact">${[...a.lines, s.phone].map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` }),
  // "Address" on its own line, the address on the next ones (a label widget and a text widget).
  'label-lines': (a, s) =>
    page(s, {
      footer: `<div class="col"><h4>${s.locale === 'fr' ? 'Adresse' : 'Address'}</h4>${block(s.style, [a.lines.map(esc).join('<br>')])}<h4>${s.locale === 'fr' ? 'Téléphone' : 'Phone'}</h4>${block(s.style, [esc(s.phone)])}</div>`,
    }),
  'label-inline': (a, s) =>
    page(s, {
      main: block(s.style, [
        `<strong>${s.locale === 'fr' ? 'Adresse :' : 'Address:'}</strong> ${esc(oneLine(a))}`,
        `<strong>Tel:</strong> ${esc(s.phone)}`,
      ]),
    }),
  'address-el': (a, s) => page(s, { footer: `<address>${esc(s.name)}<br>${a.lines.map(esc).join('<br>')}<br>${esc(s.phone)}</address>` }),
  'maps-link': (a, s) =>
    page(s, {
      main: block(s.style, [
        `<a href="https://www.google.com/maps/search/?api=1&query=${mapsQ(a)}">${s.locale === 'fr' ? 'Itinéraire' : 'Get directions'}</a>`,
        ...contact(s),
      ]),
    }),
  'maps-iframe': (a, s) =>
    page(s, {
      main: `<iframe src="https://maps.google.com/maps?q=${mapsQ(a)}&t=&z=15&ie=UTF8&iwloc=&output=embed" width="600" height="300" title="map"></iframe>${block(s.style, contact(s))}`,
    }),
  'jsonld-subtype': (a, s, r) =>
    page(s, {
      head: ld({
        '@context': 'https://schema.org',
        '@type': r.pick(SUBTYPES),
        name: s.name,
        telephone: s.phone,
        address: { '@type': 'PostalAddress', ...a.schema },
      }),
      footer: block(s.style, contact(s)),
    }),
  'jsonld-graph': (a, s, r) =>
    page(s, {
      head: ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${s.url}#website`, url: s.url, name: s.name },
          {
            '@type': ['Organization', r.pick(SUBTYPES)],
            '@id': `${s.url}#org`,
            name: s.name,
            address: { '@type': 'PostalAddress', ...a.schema },
          },
        ],
      }),
    }),
  'jsonld-string': (a, s, r) =>
    page(s, { head: ld({ '@context': 'https://schema.org', '@type': r.pick(SUBTYPES), name: s.name, address: oneLine(a) }) }),
  'jsonld-array': (a, s, r) =>
    page(s, {
      head: ld([
        { '@context': 'https://schema.org', '@type': r.pick(SUBTYPES), name: s.name, address: [{ '@type': 'PostalAddress', ...a.schema }] },
      ]),
    }),
  microdata: (a, s) => {
    const prop = (k: string, el = 'span') => (a.schema[k] ? `<${el} itemprop="${k}">${esc(a.schema[k]!)}</${el}> ` : '');
    return page(s, {
      footer: `<div itemscope itemtype="https://schema.org/LocalBusiness"><span itemprop="name">${esc(s.name)}</span><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">${prop('streetAddress', 'div')}${prop('postalCode')}${prop('addressLocality')}${prop('addressRegion')}</div></div>`,
    });
  },
  hcard: (a, s) => {
    const sc = a.schema;
    return page(s, {
      footer: `<div class="vcard"><span class="fn org">${esc(s.name)}</span><div class="adr"><div class="street-address">${esc(sc.streetAddress!)}</div>${sc.postalCode ? `<span class="postal-code">${esc(sc.postalCode)}</span> ` : ''}<span class="locality">${esc(sc.addressLocality!)}</span>${sc.addressRegion ? ` <span class="region">${esc(sc.addressRegion)}</span>` : ''}</div><div class="tel">${esc(s.phone)}</div></div>`,
    });
  },
};

/** A site of two pages in the scraper's bundle: the home page names the town only, the contact page the address. */
function contactPage(a: SynthAddress, s: Shell, r: Rng): string {
  const fr = s.locale === 'fr';
  const home = page(s, {
    main: block(s.style, [esc(fr ? `Votre artisan à ${a.city} et alentours.` : `Proudly serving ${a.city} and the surrounding area.`)]),
  });
  const contact = PLACEMENTS[r.pick(['contact-block', 'find-us', 'split-br', 'label-lines'])]!(a, s, r);
  return bundlePages([
    { url: s.url, html: home },
    { url: `${s.url}${fr ? 'contact' : 'contact-us'}`, html: contact },
  ]);
}

/** Two shops: both are right as the main address (the site lists them side by side). */
function twoLocations(a: SynthAddress, b: SynthAddress, s: Shell): string {
  const fr = s.locale === 'fr';
  const item = (x: SynthAddress, title: string) =>
    `<div class="location">${heading(s.style, title, 3)}${block(s.style, [x.lines.map(esc).join('<br>'), esc(x.phone)])}</div>`;
  return page(s, {
    main: `<section>${heading(s.style, fr ? 'Nos adresses' : 'Our locations')}${item(a, a.city)}${item(b, b.city)}</section>`,
  });
}

// ------------------------------------------------------------------ negatives

const NEGATIVES: Record<string, (own: SynthAddress | null, other: SynthAddress, s: Shell) => string> = {
  story: (own, other, s) => {
    const fr = s.locale === 'fr';
    const story = fr
      ? `Tout a commencé quand notre grand-père a ouvert un petit atelier au ${oneLine(other)}, il y a bien longtemps, avant que la famille ne déménage et reprenne le métier ailleurs avec passion.`
      : `It all started when our grandfather opened a tiny workshop at ${oneLine(other)} many years ago, long before the family moved away and carried the trade on somewhere else.`;
    return page(s, {
      main: `${heading(s.style, fr ? 'Notre histoire' : 'Our story')}${block(s.style, [esc(story)])}`,
      footer: own ? block(s.style, [esc(oneLine(own))]) : '',
    });
  },
  'legal-host': (own, other, s) => {
    const fr = s.locale === 'fr';
    const legal = fr
      ? [`Hébergeur : WebNuage SAS`, esc(oneLine(other)), 'Directeur de la publication : le gérant']
      : ['Website hosted by CloudNest Ltd', esc(oneLine(other)), 'Website by a local design studio'];
    return page(s, {
      main: `${heading(s.style, fr ? 'Mentions légales' : 'Legal notice')}${block(s.style, legal)}`,
      footer: own ? block(s.style, [esc(oneLine(own))]) : '',
    });
  },
  copyright: (own, _other, s) =>
    page(s, {
      footer: `${own ? block(s.style, [esc(oneLine(own))]) : ''}<p>Copyright © 2012-2025 ${esc(s.name)} Ltd. Registered trademark 4518 All Rights Reserved.</p>`,
    }),
  'event-venue': (own, other, s) => {
    const fr = s.locale === 'fr';
    const text = fr
      ? `Retrouvez-nous au salon régional les 14 et 15 mai, stand 42, au parc des expositions (${oneLine(other)}) pour découvrir nos nouveautés.`
      : `Come and see us at the spring trade fair on 14–15 May, stand 42, at the exhibition centre (${oneLine(other)}) to discover what is new this year.`;
    return page(s, {
      main: `${heading(s.style, fr ? 'Actualités' : 'News')}${block(s.style, [esc(text)])}`,
      footer: own ? block(s.style, [esc(oneLine(own))]) : '',
    });
  },
};

const FORMAT_KEYS = Object.keys(ADDRESS_FORMATS);

/** `n` cases per format × placement (plus two-location and negative pages), from `seed`. */
export function addressCases(seed = 1, n = 2): AddressCase[] {
  const out: AddressCase[] = [];
  let k = 0;
  for (const fmt of FORMAT_KEYS) {
    for (const [placement, render] of Object.entries(PLACEMENTS)) {
      for (let i = 0; i < n; i++) {
        const r = rng(seed * 1_000_003 + k++);
        const a = ADDRESS_FORMATS[fmt]!(r);
        const s = shell(r, a.locale, STYLES[(k + i) % STYLES.length]!, a.phone, a.tld);
        out.push({
          id: `${a.family}/${placement}/${s.style}#${k}`,
          family: a.family,
          placement,
          html: render(a, s, r),
          url: s.url,
          locale: a.locale,
          expected: [expectOf(a)],
        });
      }
    }
    for (let i = 0; i < n; i++) {
      const r = rng(seed * 1_000_003 + k++);
      const a = ADDRESS_FORMATS[fmt]!(r);
      const s = shell(r, a.locale, STYLES[k % STYLES.length]!, a.phone, a.tld);
      out.push({
        id: `${a.family}/contact-page#${k}`,
        family: a.family,
        placement: 'contact-page',
        html: contactPage(a, s, r),
        url: s.url,
        locale: a.locale,
        expected: [expectOf(a)],
      });
    }
    for (let i = 0; i < n; i++) {
      const r = rng(seed * 1_000_003 + k++);
      const a = ADDRESS_FORMATS[fmt]!(r);
      const b = ADDRESS_FORMATS[fmt]!(r);
      const s = shell(r, a.locale, STYLES[k % STYLES.length]!, a.phone, a.tld);
      out.push({
        id: `${a.family}/two-locations#${k}`,
        family: a.family,
        placement: 'two-locations',
        html: twoLocations(a, b, s),
        url: s.url,
        locale: a.locale,
        expected: [expectOf(a), expectOf(b)],
      });
    }
    for (const [neg, render] of Object.entries(NEGATIVES)) {
      for (let i = 0; i < n; i++) {
        const r = rng(seed * 1_000_003 + k++);
        const own = r.chance(0.5) ? ADDRESS_FORMATS[fmt]!(r) : null;
        const other = ADDRESS_FORMATS[fmt]!(r);
        const s = shell(r, other.locale, STYLES[k % STYLES.length]!, other.phone, other.tld);
        out.push({
          id: `${other.family}/neg-${neg}${own ? '+own' : ''}#${k}`,
          family: other.family,
          placement: `neg-${neg}`,
          html: render(own, other, s),
          url: s.url,
          locale: other.locale,
          expected: own ? [expectOf(own)] : [],
        });
      }
    }
  }
  return out;
}
