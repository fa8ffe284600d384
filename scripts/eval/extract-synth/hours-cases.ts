import type { Rng } from './rng';
import { rng } from './rng';
import { STYLES, block, esc, heading, iconList, page, shell } from './markup';

// Opening-hours cases: a week (./WEEKS) written the French or English ways small businesses write
// it (day ranges, day lists, abbreviations with or without dots, "de 9 h à 12 h et de 14 h à
// 19 h", "9am–noon", "9 till 5", closed and by-appointment days) × a layout (one line, one line
// per group or per day, a morning/afternoon table, a definition list, <br>, an icon list,
// schema.org). Each case carries its expected (day, interval) items.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Day = (typeof DAYS)[number];
type Iv = [number, number]; // minutes from midnight
type DayHours = Iv[] | 'closed' | 'appt';
type Week = Record<Day, DayHours>;

const h = (hh: number, mm = 0) => hh * 60 + mm;
const WEEKS: Record<string, (r: Rng) => Week> = {
  'weekdays+sat': (r) => {
    const wd: Iv[] = [[h(r.pick([8, 9])), h(r.pick([17, 18]), r.pick([0, 30]))]];
    return {
      monday: wd,
      tuesday: wd,
      wednesday: wd,
      thursday: wd,
      friday: wd,
      saturday: r.chance(0.5) ? [[h(9), h(12)]] : 'closed',
      sunday: 'closed',
    };
  },
  'split-tue-sat': (r) => {
    const d: Iv[] = [
      [h(9), h(12)],
      [h(14), h(r.pick([18, 19]))],
    ];
    return { monday: 'closed', tuesday: d, wednesday: d, thursday: d, friday: d, saturday: d, sunday: 'closed' };
  },
  'except-wed': () => {
    const d: Iv[] = [[h(9), h(18)]];
    return { monday: d, tuesday: d, wednesday: 'closed', thursday: d, friday: d, saturday: d, sunday: 'closed' };
  },
  'every-day': (r) => {
    const d: Iv[] = [[h(r.pick([7, 8])), h(r.pick([20, 21]))]];
    return { monday: d, tuesday: d, wednesday: d, thursday: d, friday: d, saturday: d, sunday: d };
  },
  'split+appt': () => {
    const d: Iv[] = [
      [h(8, 30), h(12, 30)],
      [h(13, 30), h(17, 30)],
    ];
    return { monday: d, tuesday: d, wednesday: d, thursday: d, friday: d, saturday: 'appt', sunday: 'closed' };
  },
};

// ------------------------------------------------------------------ writing

type Writing = {
  locale: 'fr' | 'en';
  time: (m: number, close: boolean) => string;
  range: (o: string, c: string, iv: Iv) => string;
  join: string;
  dayName: (d: Day, abbr: boolean) => string;
  abbr: boolean;
  rangeWord: [string, string, string];
  closed: string;
  appt: string;
  listDays: boolean;
  /** Said after a day's single span ("non-stop", "journée continue"). */
  continuous?: string;
  /** A closed group written as its own phrase ("Fermé le lundi", "Closed Sundays"). */
  closedPhrase?: (days: Day[]) => string;
  /** Days that are a range but one: "du lundi au samedi sauf le mercredi". */
  except?: (first: Day, last: Day, gap: Day) => string;
};

const FR_DAY = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};
const EN_DAY = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const pad = (n: number) => String(n).padStart(2, '0');
const frDay = (dots: boolean) => (d: Day, abbr: boolean) => (abbr ? cap(FR_DAY[d].slice(0, 3)) + (dots ? '.' : '') : cap(FR_DAY[d]));
const enDay = (dots: boolean) => (d: Day, abbr: boolean) => (abbr ? EN_DAY[d].slice(0, 3) + (dots ? '.' : '') : EN_DAY[d]);
const ampm = (m: number, space: boolean, noon: boolean) => {
  const hh = Math.floor(m / 60);
  const mm = m % 60;
  if (noon && m === h(12)) return 'noon';
  const h12 = hh % 12 || 12;
  return `${h12}${mm ? `:${pad(mm)}` : space ? ':00' : ''}${space ? ' ' : ''}${hh < 12 ? (space ? 'AM' : 'am') : space ? 'PM' : 'pm'}`;
};

export const WRITINGS: Record<string, Writing> = {
  'fr-de-a': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)} h${m % 60 ? ` ${pad(m % 60)}` : ''}`,
    range: (o, c) => `de ${o} à ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['du ', ' au ', ''],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
  },
  'fr-h': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `${o}-${c}`,
    join: ' / ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['', ' - ', ' :'],
    closed: 'Fermé',
    appt: 'Sur RDV',
    listDays: false,
  },
  'fr-abbr-dots': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
    range: (o, c) => `${o}–${c}`,
    join: ', ',
    dayName: frDay(true),
    abbr: true,
    rangeWord: ['', ' au ', ' :'],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
  },
  'fr-abbr-list': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}h${pad(m % 60)}`,
    range: (o, c) => `${o} - ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: true,
    rangeWord: ['', '-', ' :'],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: true,
  },
  'en-ampm': {
    locale: 'en',
    time: (m) => ampm(m, false, true),
    range: (o, c) => `${o}–${c}`,
    join: ', ',
    dayName: enDay(false),
    abbr: true,
    rangeWord: ['', '–', ''],
    closed: 'Closed',
    appt: 'By appointment',
    listDays: false,
  },
  'en-long': {
    locale: 'en',
    time: (m) => ampm(m, true, false),
    range: (o, c) => `${o} – ${c}`,
    join: ' & ',
    dayName: enDay(false),
    abbr: false,
    rangeWord: ['', ' to ', ':'],
    closed: 'Closed',
    appt: 'by appointment only',
    listDays: false,
  },
  'en-till': {
    locale: 'en',
    time: (m, close) => (m % 60 ? ampm(m, false, false) : String(Math.floor(m / 60) % 12 || 12) + (close && m < h(12) ? 'am' : '')),
    range: (o, c) => `${o} till ${c}`,
    join: ' and ',
    dayName: enDay(true),
    abbr: true,
    rangeWord: ['', ' - ', ''],
    closed: 'closed',
    appt: 'appointment only',
    listDays: false,
  },
  'fr-continu': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${pad(m % 60)}`,
    range: (o, c) => `${o} - ${c}`,
    join: ' / ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['Du ', ' au ', ' :'],
    closed: 'fermé',
    appt: 'uniquement sur rendez-vous',
    listDays: false,
    continuous: 'non-stop',
    closedPhrase: (days) => `Fermé le ${days.map((d) => FR_DAY[d]).join(' et le ')}`,
  },
  'fr-sauf': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `de ${o} à ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['Du ', ' au ', ','],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
    continuous: 'en journée continue',
    except: (a, b, gap) => `Du ${FR_DAY[a]} au ${FR_DAY[b]} sauf le ${FR_DAY[gap]}`,
    closedPhrase: (days) => `Fermé ${days.map((d) => `le ${FR_DAY[d]}`).join(' et ')}`,
  },
  'fr-upper-dash': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}H${pad(m % 60)}`,
    range: (o, c) => `${o}-${c}`,
    join: ' – ',
    dayName: (d, abbr) => (abbr ? cap(FR_DAY[d].slice(0, 2)) : cap(FR_DAY[d])),
    abbr: false,
    rangeWord: ['', ' au ', ''],
    closed: '-',
    appt: 'RDV',
    listDays: false,
  },
  'fr-list-dots': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `${o}-${c}`,
    join: ' / ',
    dayName: frDay(true),
    abbr: true,
    rangeWord: ['', '-', ' :'],
    closed: 'Fermé',
    appt: 'Sur rendez-vous',
    listDays: true,
  },
  'en-closed': {
    locale: 'en',
    time: (m) => ampm(m, false, true),
    range: (o, c) => `${o} - ${c}`,
    join: ' and ',
    dayName: enDay(false),
    abbr: false,
    rangeWord: ['', ' - ', ':'],
    closed: 'Closed',
    appt: 'By appointment only',
    listDays: false,
    closedPhrase: (days) => `Closed ${days.map((d) => `${EN_DAY[d]}s`).join(' & ')}`,
    except: (a, b, gap) => `${EN_DAY[a]} to ${EN_DAY[b]} except ${EN_DAY[gap]}`,
  },
  'en-24h': {
    locale: 'en',
    time: (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
    range: (o, c) => `${o}-${c}`,
    join: ', ',
    dayName: enDay(true),
    abbr: true,
    rangeWord: ['', '-', ''],
    closed: 'Closed',
    appt: 'By appointment',
    listDays: false,
  },
};

type Group = { days: Day[]; value: DayHours };
function groups(w: Week, byValue: boolean): Group[] {
  const out: Group[] = [];
  const same = (a: DayHours, b: DayHours) => JSON.stringify(a) === JSON.stringify(b);
  for (const d of DAYS) {
    const g = byValue ? out.find((x) => same(x.value, w[d])) : out.at(-1);
    if (g && same(g.value, w[d]) && (byValue || DAYS.indexOf(g.days.at(-1)!) === DAYS.indexOf(d) - 1)) g.days.push(d);
    else out.push({ days: [d], value: w[d] });
  }
  return out;
}

function daysPhrase(wr: Writing, days: Day[]): string {
  const idx = days.map((d) => DAYS.indexOf(d));
  const span = idx.at(-1)! - idx[0]! + 1;
  if (wr.except && days.length >= 4 && span === days.length + 1) {
    const gap = DAYS.slice(idx[0]!, idx.at(-1)! + 1).find((d) => !days.includes(d))!;
    return wr.except(days[0]!, days.at(-1)!, gap);
  }
  const contiguous = days.every((d, i) => i === 0 || DAYS.indexOf(d) === DAYS.indexOf(days[i - 1]!) + 1);
  if (days.length >= 3 && contiguous && !wr.listDays) {
    const [pre, mid] = wr.rangeWord;
    return cap(`${pre}${wr.dayName(days[0]!, wr.abbr)}${mid}${wr.dayName(days.at(-1)!, wr.abbr)}`);
  }
  const names = days.map((d) => wr.dayName(d, wr.abbr || wr.listDays));
  return cap(wr.listDays ? names.join(' ') : names.join(wr.locale === 'fr' ? ', ' : ', '));
}
function timesPhrase(wr: Writing, v: DayHours): string {
  if (v === 'closed') return wr.closed;
  if (v === 'appt') return wr.appt;
  const text = v.map((iv) => wr.range(wr.time(iv[0], false), wr.time(iv[1], true), iv)).join(wr.join);
  return v.length === 1 && wr.continuous ? `${text} ${wr.continuous}` : text;
}
const groupLine = (wr: Writing, g: Group) =>
  g.value === 'closed' && wr.closedPhrase
    ? wr.closedPhrase(g.days)
    : `${daysPhrase(wr, g.days)}${wr.rangeWord[2]} ${timesPhrase(wr, g.value)}`;

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
        out.push({
          id: `${wKey}/${lKey}/${weekKey}/${s.style}#${k}`,
          writing: wKey,
          layout: lKey,
          week: weekKey,
          html: page(s, slots),
          url: s.url,
          locale: wr.locale,
          expected: expectedItems(week),
        });
      }
    }
  }
  return out;
}
