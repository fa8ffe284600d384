import type { ExtractedAddress } from './types';
import type { TextLine } from './pages';
import { buildAddress } from './address';
import { countryOfPostcode, US_STATE_CODES, US_STATE_NAMES } from '@/lib/text/postal';

// An address written as a form: one labelled field per line ("Street: 88 Pine St", "City:
// Portland", "Zip: 97204"), as a definition list (<dt>City</dt><dd>Portland</dd>) or as table rows
// ("Postcode: | EH7 4AA"). The labels say what each value is, so the parts need no guessing; read
// as running text, the labels end up inside the street ("9 Elm Row, Town:, Edinburgh").

type Field = 'street' | 'street2' | 'city' | 'region' | 'postalCode' | 'country';

const FIELDS: [Field, RegExp][] = [
  ['street', /^(?:street(?:\s+address)?|address(?:\s+line)?\s*1?|addr\.?|road|building)$/i],
  ['street2', /^(?:address\s+line\s*2|address\s*2|line\s*2)$/i],
  ['city', /^(?:city|town|suburb|locality|city\s*\/\s*town|town\s*\/\s*city)$/i],
  ['region', /^(?:state|province|county|region|state\s*\/\s*province)$/i],
  ['postalCode', /^(?:zip(?:\s*code)?|post\s?code|postal\s+code|pin(?:\s*code)?|eircode)$/i],
  ['country', /^country$/i],
];

const fieldOf = (label: string): Field | undefined => FIELDS.find(([, re]) => re.test(label.trim()))?.[0];

/** The label and value of a line: "City: Portland", "Postcode: | EH7 4AA", or a label alone (value on the next line). */
function labelAndValue(line: TextLine): { field: Field; value: string } | { field: Field; value?: undefined } | null {
  const row = line.tag === 'tr' ? /^([^|:]{2,30}?)\s*:?\s*\|\s*([^|]+)$/.exec(line.text) : null;
  const inline = row ?? /^([A-Za-z][A-Za-z0-9 /.]{1,28}?)\s*:\s*(\S.{0,80})$/.exec(line.text);
  if (inline) {
    const field = fieldOf(inline[1]!);
    return field ? { field, value: inline[2]!.trim() } : null;
  }
  const alone = /^([A-Za-z][A-Za-z0-9 /.]{1,28}?)\s*:?$/.exec(line.text.trim());
  const field = alone ? fieldOf(alone[1]!) : undefined;
  return field ? { field } : null;
}

/** Every address the page writes as labelled fields, with the index of its first line. */
export function addressesFromFields(lines: TextLine[], hint?: string): { a: ExtractedAddress; at: number }[] {
  const out: { a: ExtractedAddress; at: number }[] = [];
  let rec: Partial<Record<Field, string>> = {};
  let start = -1;
  const emit = () => {
    const street = [rec.street, rec.street2].filter(Boolean).join(', ');
    // A street and where it is (a town or a postcode): less is a form's empty template.
    if (street && /\p{L}{2}/u.test(street) && (rec.city || rec.postalCode) && Object.keys(rec).length >= 3) {
      const state =
        rec.region && (US_STATE_CODES.has(rec.region.toUpperCase()) ? rec.region.toUpperCase() : US_STATE_NAMES[rec.region.toLowerCase()]);
      const country = countryOfPostcode(rec.postalCode, state ?? rec.region) ?? (state ? 'US' : hint);
      out.push({
        a: buildAddress({
          street,
          ...(rec.city ? { city: rec.city } : {}),
          ...(rec.region ? { region: state ?? rec.region } : {}),
          ...(rec.postalCode ? { postalCode: rec.postalCode.toUpperCase() } : {}),
          ...(country ? { country } : {}),
        }),
        at: start,
      });
    }
    rec = {};
    start = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const lv = labelAndValue(lines[i]!);
    if (!lv) {
      if (Object.keys(rec).length) emit();
      continue;
    }
    let value = lv.value;
    // A label alone takes the next line as its value, unless that line is a label itself.
    if (value === undefined) {
      const next = lines[i + 1];
      if (!next || labelAndValue(next) || next.text.length > 80) continue;
      value = next.text.trim();
      i++;
    }
    if (rec[lv.field]) emit();
    if (start < 0) start = i;
    rec[lv.field] = value.replace(/[,;]\s*$/, '');
  }
  if (Object.keys(rec).length) emit();
  return out;
}
