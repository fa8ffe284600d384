import { describe, expect, it } from 'vitest';
import type { CountryCode } from 'libphonenumber-js/max';
import { phonesInText } from '@/lib/extract/phones';
import { extractBusinessInfo } from '@/lib/extract';

const e164 = (text: string, country: CountryCode) => phonesInText(text, country).map((p) => p.number);

describe('phone numbers per country', () => {
  it.each([
    ['FR', 'Tél. : 01 42 68 53 00', '+33142685300'],
    ['FR', 'Portable 06.71.24.58.10', '+33671245810'],
    ['FR', 'Appelez le +33 (0)4 78 37 12 45', '+33478371245'],
    ['BE', 'Boutique : 02 511 23 45', '+3225112345'],
    ['BE', 'GSM 0475 12 34 56', '+32475123456'],
    ['CH', 'Atelier 022 735 48 20', '+41227354820'],
    ['CH', 'Natel +41 79 321 44 55', '+41793214455'],
    ['CA', 'Téléphone : (514) 842-3456', '+15148423456'],
    ['CA', 'Toll free: 1-877-251-3380', '+18772513380'],
    ['US', 'Call (312) 243-5566 today', '+13122435566'],
    ['US', 'Phone 617.555.0142', '+16175550142'],
    ['GB', 'Workshop: 0161 205 7781', '+441612057781'],
    ['GB', 'Call 020 7226 4410', '+442072264410'],
    ['GB', 'Mobile 07912 448 203', '+447912448203'],
  ] as [CountryCode, string, string][])('%s: %s', (country, text, expected) => {
    expect(e164(text, country)).toEqual([expected]);
  });

  it('an explicit international prefix wins over the default country', () => {
    expect(e164('Bureau de Genève : +41 22 735 48 20', 'FR')).toEqual(['+41227354820']);
  });
});

describe('several numbers on one line', () => {
  it.each([
    ['FR', 'Cabinet 04 72 10 33 90, portable 06 81 22 47 15', ['+33472103390', '+33681224715']],
    ['IN', 'Helpline: 9845012345; 9845012346', ['+919845012345', '+919845012346']],
    ['GB', 'Ring 0113 496 0000 or 0113 496 0999', ['+441134960000', '+441134960999']],
  ] as [CountryCode, string, string[]][])('%s: %s', (country, text, expected) => {
    expect(e164(text, country)).toEqual(expected);
  });

  it.each([
    // The second line of the same exchange, written without its area code.
    ['IN', 'Office: 044-2435 6677, 2435 6678', ['+914424356677', '+914424356678']],
    ['IN', 'Landline 0484 2371122 / 2371123 / 2371124', ['+914842371122', '+914842371123', '+914842371124']],
    ['GB', 'Switchboard 020 7946 0321 / 7946 0322', ['+442079460321', '+442079460322']],
    // A short tail is an extension, a year or a room, never a number.
    ['FR', 'Tél. 04 78 62 11 30 / 31', ['+33478621130']],
    ['GB', 'Call 0161 496 0123 / 2024', ['+441614960123']],
  ] as [CountryCode, string, string[]][])('%s: %s', (country, text, expected) => {
    expect(e164(text, country)).toEqual(expected);
  });
});

describe('fictional but well-formed numbers (555, Ofcom drama ranges)', () => {
  it.each([
    ['US', 'Call us: (555) 123-4567', '+15551234567'],
    ['US', '555-123-4567', '+15551234567'],
    ['GB', 'Tel: 01632 960 123', '+441632960123'],
    ['GB', 'Mobile 07700 900 461', '+447700900461'],
  ] as [CountryCode, string, string][])('%s: %s', (country, text, expected) => {
    expect(e164(text, country)).toEqual([expected]);
  });
  it('needs a label or a phone layout: a bare digit run is not taken', () => {
    expect(e164('Order 5551234567 shipped', 'US')).toEqual([]);
  });
  it('tel: links with a fictional number are kept', () => {
    const info = extractBusinessInfo('<a href="tel:+1-555-010-0199">Call</a>', { locale: 'en' });
    expect(info.phones).toMatchObject([{ e164: '+15550100199', display: '(555) 010-0199' }]);
  });
});

describe('phone false positives', () => {
  it.each([
    ['FR', 'SIRET 412 345 678 00021'],
    ['FR', 'SIREN : 412 345 678 – RCS Lyon'],
    ['FR', 'N° TVA intracommunautaire FR 12 823456789'],
    ['FR', 'Prix : 1 250,00 € TTC'],
    ['FR', 'Le 12/03/2024 à 18h30'],
    ['FR', '75002 Paris'],
    ['FR', 'Lundi – Vendredi : 9h00 – 18h30'],
    ['FR', 'IBAN FR76 3000 6000 0112 3456 7890 189'],
    ['FR', 'Fax : 01 42 68 53 01'],
    ['CA', 'Télécopieur : (514) 842-3457'],
    ['GB', 'Company No. 03456789 · VAT Reg. 812 3456 78'],
    ['US', 'NPI 1234567893'],
    ['FR', 'Notre entreprise 412 345 678 vous accueille'],
    ['US', 'Open Mon-Fri 9:00-17:00, 2015-2025'],
  ] as [CountryCode, string][])('%s: %s', (country, text) => {
    expect(e164(text, country)).toEqual([]);
  });
});

describe('phones through the extractor', () => {
  it('reads tel: links, JSON-LD and text, dedupes, keeps the source page and shows the national format', () => {
    const html = `<article data-source-url="https://garage.fr/" data-title="Accueil">
        <script type="application/ld+json">{"@type":"AutoRepair","name":"Garage","telephone":"+33 5 56 44 27 90"}</script>
        <a href="tel:+33556442790">Appeler</a><p>Tél. 05 56 44 27 90</p></article>
      <article data-source-url="https://garage.fr/contact" data-title="Contact"><p>Urgences : 06 12 34 56 78</p></article>`;
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.phones).toEqual([
      { e164: '+33556442790', display: '05 56 44 27 90', source: 'https://garage.fr/' },
      { e164: '+33612345678', display: '06 12 34 56 78', source: 'https://garage.fr/contact' },
    ]);
  });
  it('infers the country from the page (lang fr-BE) to read a national number', () => {
    const info = extractBusinessInfo('<html lang="fr-BE"><body><p>Tél. 02 511 23 45</p></body></html>', { locale: 'fr' });
    expect(info.phones.map((p) => p.e164)).toEqual(['+3225112345']);
  });
  it('infers the country from the TLD', () => {
    const info = extractBusinessInfo('<p>Tel. 022 735 48 20</p>', { locale: 'fr', baseUrl: 'https://garage.ch/' });
    expect(info.phones.map((p) => p.e164)).toEqual(['+41227354820']);
  });
  it('infers Switzerland from "1003 Lausanne" and the .ch e-mail when nothing else says', () => {
    const info = extractBusinessInfo('<p>Avenue de la Gare 12<br>1003 Lausanne</p><p>Tél. 021 312 45 67</p>', { locale: 'fr' });
    expect(info.phones.map((p) => p.e164)).toEqual(['+41213124567']);
    const byMail = extractBusinessInfo('<p>Tél. 021 312 45 67 · info@physio-leman.ch</p>', { locale: 'fr' });
    expect(byMail.phones.map((p) => p.e164)).toEqual(['+41213124567']);
  });
  it('microdata telephone and WhatsApp links', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Hotel"><span itemprop="telephone">04 50 51 04 34</span><a href="https://wa.me/33612345678">WhatsApp</a></div>';
    expect(extractBusinessInfo(html, { locale: 'fr' }).phones.map((p) => p.e164)).toEqual(['+33450510434', '+33612345678']);
  });
});
