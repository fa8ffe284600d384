import type { Element } from 'domhandler';
import { DASH, HOUR, MERIDIEM, MINUTES, NOON_MIDNIGHT } from '@/lib/text/times';
import { WEEKDAY_ABBREVIATIONS } from '@/lib/text/weekdays';
import type { Page } from '../pages';

// Classes a studio or gym names only in its timetable: "<div class=slot><span>7:00 AM</span>
// <span>Vinyasa Flow</span><span>Sarah</span></div>" or a table row "18h30 | Pilates | Julie".
// A timetable is told by its shape: the same kind of row repeated, each a few short cells where a
// time is followed by a name. The cell right after the time is the class (the next ones are the
// teacher, the room); an opening-hours table has a day before its times and nothing named after.

const MIN_SLOTS = 3;
const MAX_CELLS = 6;
const MAX_CELL_CHARS = 40;
// Markup indents a cell's text; past this many characters of raw text a cell is long whatever its spacing.
const MAX_CELL_RAW = 400;
const MAX_NAME_WORDS = 5;
// Narrower than TIME_RE (lib/hours/time-range.ts): a time marked by ":", "h" or am/pm only, never
// a bare "7", "18.30" or "midi", so a cell holding a number (a price, a count) is no slot's time.
const CLOCK = String.raw`(?:${HOUR}(?::${MINUTES}|[hH]\d{0,2})\s*(?:${MERIDIEM})?|${HOUR}\s*${MERIDIEM})`;
/** "7:00 AM", "18h30", "9h", "6pm", "9:00 – 10:00". */
const TIME = new RegExp(`^${CLOCK}(?:\\s*(?:${DASH}|à|to)\\s*${CLOCK})?$`, 'i');
/** Days and closing words: what an opening-hours row holds besides times. */
const NOT_A_CLASS = new RegExp(
  String.raw`^(?:${Object.values(WEEKDAY_ABBREVIATIONS).flat().join('|')})[a-z.]*$|^(?:closed|ferm[ée]e?|open|ouvert|today|aujourd'hui|${NOON_MIDNIGHT})$`,
  'i',
);

/** A cell's text, or null past what a cell holds (read no further: a long cell is not a slot). */
const cellText = (el: Element): string | null => {
  let s = '';
  const walk = (n: Element): void => {
    for (const c of n.children ?? []) {
      if (s.length > MAX_CELL_RAW) return;
      if (c.type === 'text') s += (c as unknown as { data: string }).data;
      else if (c.type === 'tag') walk(c as Element);
    }
  };
  walk(el);
  const text = s.replace(/[\s\u00a0]+/g, ' ').trim();
  return s.length > MAX_CELL_RAW || text.length > MAX_CELL_CHARS ? null : text;
};

/** The class a row names after its time, or null when the row is not a timetable slot. */
function slotName(row: Element): string | null {
  const cells = (row.children ?? []).filter((c): c is Element => c.type === 'tag');
  if (cells.length < 2 || cells.length > MAX_CELLS) return null;
  // Text loose in the row (outside its cells) makes it a sentence, not a slot.
  if ((row.children ?? []).some((c) => c.type === 'text' && (c as unknown as { data: string }).data.trim())) return null;
  const read = cells.map(cellText);
  if (read.some((t) => t === null)) return null;
  const texts = read as string[];
  const at = texts.findIndex((t) => TIME.test(t));
  const name = at >= 0 ? texts[at + 1] : undefined;
  if (!name || TIME.test(name) || NOT_A_CLASS.test(name) || /\d/.test(name) || !/\p{L}/u.test(name)) return null;
  return name.split(' ').length <= MAX_NAME_WORDS ? name : null;
}

/** The names a page's timetable gives its classes, in order of first appearance. */
export function timetableClasses(page: Page): string[] {
  // Rows of one kind (same tag and class) are one timetable; its slots are counted together.
  const byKind = new Map<string, string[]>();
  const stack: Element[] = page.root.toArray().filter((n): n is Element => n.type === 'tag' || n.type === 'root') as Element[];
  while (stack.length) {
    const el = stack.pop()!;
    if (el.type === 'tag') {
      const name = slotName(el);
      if (name) {
        const kind = `${el.name}.${el.attribs.class ?? ''}`;
        (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(name);
        continue;
      }
    }
    const children = el.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) if (children[i]!.type === 'tag') stack.push(children[i] as Element);
  }
  const out: string[] = [];
  for (const names of byKind.values()) {
    // One name repeated is a column of the same thing ("Open"), not a programme of classes.
    const distinct = [...new Set(names)];
    if (names.length < MIN_SLOTS || distinct.length < 2) continue;
    for (const n of distinct) if (!out.includes(n)) out.push(n);
  }
  return out;
}
