import { bundlePages } from '@/lib/extract/bundle';
import { rng } from '../seeded-rng';
import { STYLES, block, esc, heading, iconList, page, shell } from './markup';
import {
  DAYS,
  WEEKS,
  WRITINGS,
  cap,
  daysPhrase,
  groupLine,
  groups,
  pad,
  timesPhrase,
  type Day,
  type Iv,
  type Week,
  type Writing,
} from './hours-writings';

// Opening-hours cases: a week (./WEEKS) written the French or English ways small businesses write
// it (day ranges, day lists, abbreviations with or without dots, "de 9 h à 12 h et de 14 h à
// 19 h", "9am–noon", "9 till 5", closed and by-appointment days) × a layout (one line, one line
// per group or per day, a morning/afternoon table, a definition list, <br>, an icon list,
// schema.org). Each case carries its expected (day, interval) items.

// ------------------------------------------------------------------ layouts

const SCHEMA_DAY = { monday: 'Mo', tuesday: 'Tu', wednesday: 'We', thursday: 'Th', friday: 'Fr', saturday: 'Sa', sunday: 'Su' };
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
type Layout = (w: Week, wr: Writing, style: (typeof STYLES)[number], title: string) => { main?: string; head?: string };

export const LAYOUTS: Record<string, Layout> = {
  'one-line': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      block(st, [
        esc(
          groups(w, true)
            .filter((g) => g.value !== 'closed' || g.days.length < 3)
            .map((g) => groupLine(wr, g))
            .join(' | '),
        ),
      ]),
  }),
  'per-group': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      block(
        st,
        groups(w, false).map((g) => esc(groupLine(wr, g))),
      ),
  }),
  'per-day': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      block(
        st,
        DAYS.map((d) => esc(`${cap(wr.dayName(d, false))}${wr.locale === 'fr' ? ' :' : ':'} ${timesPhrase(wr, w[d])}`)),
      ),
  }),
  br: (w, wr, st, title) => ({
    main:
      heading(st, title) +
      block(st, [
        groups(w, false)
          .map((g) => esc(groupLine(wr, g)))
          .join('<br>'),
      ]),
  }),
  table: (w, wr, st, title) => {
    const fr = wr.locale === 'fr';
    const rows = DAYS.map((d) => {
      const v = w[d];
      const cells =
        typeof v === 'string' ? [timesPhrase(wr, v), ''] : v.map((iv) => wr.range(wr.time(iv[0], false), wr.time(iv[1], true), iv));
      return `<tr><td>${esc(cap(wr.dayName(d, false)))}</td>${[cells[0] ?? '', cells[1] ?? (v.length === 1 ? '' : '')].map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`;
    }).join('');
    return {
      main: `${heading(st, title)}<table><thead><tr><th></th><th>${fr ? 'Matin' : 'Morning'}</th><th>${fr ? 'Après-midi' : 'Afternoon'}</th></tr></thead><tbody>${rows}</tbody></table>`,
    };
  },
  'table-h': (w, wr, st, title) => {
    const slots = Math.max(...DAYS.map((d) => (typeof w[d] === 'string' ? 1 : (w[d] as Iv[]).length)));
    const head = `<tr>${DAYS.map((d) => `<th>${esc(cap(wr.dayName(d, wr.abbr)))}</th>`).join('')}</tr>`;
    const rows = Array.from({ length: slots }, (_, k) => {
      const cell = (d: Day) => {
        const v = w[d];
        if (typeof v === 'string') return k === 0 ? timesPhrase(wr, v) : '';
        const iv = v[k];
        return iv ? wr.range(wr.time(iv[0], false), wr.time(iv[1], true), iv) : '';
      };
      return `<tr>${DAYS.map((d) => `<td>${esc(cell(d))}</td>`).join('')}</tr>`;
    }).join('');
    return { main: `${heading(st, title)}<table>${head}${rows}</table>` };
  },
  'day-then-time': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      DAYS.map((d) => {
        const v = w[d];
        const times =
          typeof v === 'string' ? [timesPhrase(wr, v)] : v.map((iv) => wr.range(wr.time(iv[0], false), wr.time(iv[1], true), iv));
        return `<div class="row"><div class="day">${esc(cap(wr.dayName(d, false)))}</div>${times.map((t) => `<div class="time">${esc(t)}</div>`).join('')}</div>`;
      }).join(''),
  }),
  // Two page-builder columns: the days listed in one, their times in the other, in the same order.
  'two-columns': (w, wr, st, title) => ({
    main: `${heading(st, title)}<div class="row"><div class="col">${block(
      st,
      DAYS.map((d) => esc(cap(wr.dayName(d, false)))),
    )}</div><div class="col">${block(
      st,
      DAYS.map((d) => esc(timesPhrase(wr, w[d]))),
    )}</div></div>`,
  }),
  // "Matin : 9h-12h / Après-midi : 14h-18h" under each group of days.
  'half-days': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      groups(w, false)
        .map((g) => {
          const fr = wr.locale === 'fr';
          const v = g.value;
          const rows =
            typeof v === 'string' || v.length < 2
              ? [timesPhrase(wr, v)]
              : [
                  `${fr ? 'Matin' : 'Morning'} : ${timesPhrase(wr, [v[0]!])}`,
                  `${fr ? 'Après-midi' : 'Afternoon'} : ${timesPhrase(wr, [v[1]!])}`,
                ];
          return heading(st, daysPhrase(wr, g.days), 3) + block(st, rows.map(esc));
        })
        .join(''),
  }),
  dl: (w, wr, st, title) => ({
    main: `${heading(st, title)}<dl>${groups(w, false)
      .map((g) => `<dt>${esc(daysPhrase(wr, g.days))}</dt><dd>${esc(timesPhrase(wr, g.value))}</dd>`)
      .join('')}</dl>`,
  }),
  'icon-list': (w, wr, st, title) => ({
    main:
      heading(st, title) +
      iconList(
        st === 'plain' ? 'elementor' : st,
        groups(w, false).map((g) => esc(groupLine(wr, g))),
      ),
  }),
  'jsonld-spec': (w) => ({
    head: `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'x',
      openingHoursSpecification: groups(w, true)
        .filter((g) => typeof g.value !== 'string')
        .flatMap((g) =>
          (g.value as Iv[]).map((iv) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: g.days.map((d) => `https://schema.org/${cap(d)}`),
            opens: hhmm(iv[0]),
            closes: hhmm(iv[1]),
          })),
        ),
    })}</script>`,
  }),
  'jsonld-string': (w) => ({
    head: `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'x',
      openingHours: groups(w, false)
        .filter((g) => typeof g.value !== 'string')
        .flatMap((g) => {
          const days = g.days.length > 1 ? `${SCHEMA_DAY[g.days[0]!]}-${SCHEMA_DAY[g.days.at(-1)!]}` : SCHEMA_DAY[g.days[0]!];
          return (g.value as Iv[]).map((iv) => `${days} ${hhmm(iv[0])}-${hhmm(iv[1])}`);
        }),
    })}</script>`,
  }),
};

export type HoursCase = {
  id: string;
  writing: string;
  layout: string;
  week: string;
  html: string;
  url: string;
  locale: 'fr' | 'en';
  expected: string[];
};

const expectedItems = (w: Week) =>
  DAYS.flatMap((d) => (typeof w[d] === 'string' ? [] : (w[d] as Iv[]).map((iv) => `${d} ${hhmm(iv[0])}-${hhmm(iv[1])}`)));

/** `n` cases per writing × layout, weeks drawn in turn, from `seed`. */
export function hoursCases(seed = 1, n = 5): HoursCase[] {
  const out: HoursCase[] = [];
  let k = 0;
  const weekKeys = Object.keys(WEEKS);
  for (const [wKey, wr] of Object.entries(WRITINGS)) {
    for (const [lKey, layout] of Object.entries(LAYOUTS)) {
      for (let i = 0; i < n; i++) {
        const r = rng(seed * 7_000_003 + k++);
        const weekKey = weekKeys[(k + i) % weekKeys.length]!;
        const week = WEEKS[weekKey]!(r);
        const s = shell(
          r,
          wr.locale,
          STYLES[k % STYLES.length]!,
          wr.locale === 'fr' ? '04 72 10 20 30' : '(503) 555-0142',
          wr.locale === 'fr' ? '.fr' : '.com',
        );
        const title = r.pick(
          wr.locale === 'fr' ? ['Horaires', 'Horaires d’ouverture', 'Nos horaires'] : ['Opening hours', 'Hours', 'Opening times'],
        );
        const slots = layout(week, wr, s.style, title);
        // Every other case is a two-page site: the home page only says it is open six days, the
        // timetable is on the contact page.
        const teaser = wr.locale === 'fr' ? 'Ouvert six jours sur sept, prenez rendez-vous !' : 'Open six days a week, book today!';
        const html =
          i % 2
            ? bundlePages([
                { url: s.url, html: page(s, { main: block(s.style, [esc(teaser)]) }) },
                { url: `${s.url}contact`, html: page(s, slots) },
              ])
            : page(s, slots);
        out.push({
          id: `${wKey}/${lKey}/${weekKey}/${s.style}${i % 2 ? '/2pages' : ''}#${k}`,
          writing: wKey,
          layout: lKey,
          week: weekKey,
          html,
          url: s.url,
          locale: wr.locale,
          expected: expectedItems(week),
        });
      }
    }
  }
  return out;
}
