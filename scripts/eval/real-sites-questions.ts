import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Caller questions about the real-site corpus (tests/real-sites/questions/<site_group>.json), as
// an independent labeler read the pages, and the judge that scores a receptionist reply against
// them. Labels are data: the judge knows nothing about any one site.

export const QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions');
/**
 * Blind-written sets on the dev sites (never tuned on): they measure how much of a dev gain is
 * understanding rather than fitting the known questions. Each is reported apart under its own
 * split name; see each folder's README. A set whose numbers have been watched while tuning stops
 * being blind: a newer set is added rather than the old one rewritten.
 */
export const FRESH_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-fresh');
export const FRESH2_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-fresh2');
export const FRESH3_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-fresh3');
export const FRESH4_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-fresh4');
/** Mostly questions the site does not answer, close to what it says: the invented-answer check. */
export const FRESH5_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-fresh5');
/** Questions a file must hold: the main set covers each site broadly, the fresh sets sample it. */
export const MIN_QUESTIONS = { main: 5, fresh: 3, fresh2: 2, fresh3: 2, fresh4: 2, fresh5: 3 } as const;

/**
 * The fresh sets, in report order. `requireUnknown`: every file asks one question the site cannot
 * answer (dev-fresh does; dev-fresh2 has two questions a site and asks one on a third of them).
 * `halved`: the set is cut in two by a fixed hash of each question (`questionHalf`): half "a" may
 * be read to find what fails (its turns are listed like dev's), half "b" stays blind (totals only)
 * and checks on questions nobody read that a change made on "a" is understanding, not fitting.
 */
export const FRESH_SETS = [
  { split: 'dev-fresh', dir: FRESH_QUESTIONS_DIR, minQuestions: MIN_QUESTIONS.fresh, requireUnknown: true, halved: false },
  { split: 'dev-fresh2', dir: FRESH2_QUESTIONS_DIR, minQuestions: MIN_QUESTIONS.fresh2, requireUnknown: false, halved: false },
  { split: 'dev-fresh3', dir: FRESH3_QUESTIONS_DIR, minQuestions: MIN_QUESTIONS.fresh3, requireUnknown: false, halved: true },
  { split: 'dev-fresh4', dir: FRESH4_QUESTIONS_DIR, minQuestions: MIN_QUESTIONS.fresh4, requireUnknown: false, halved: true },
  { split: 'dev-fresh5', dir: FRESH5_QUESTIONS_DIR, minQuestions: MIN_QUESTIONS.fresh5, requireUnknown: true, halved: true },
] as const;
type HalvedSet = Extract<(typeof FRESH_SETS)[number], { halved: true }>['split'];
/** The split name of each half of a halved set ("dev-fresh3-a", "dev-fresh3-b"). */
export type HalfSplit = `${HalvedSet}-${'a' | 'b'}`;

/**
 * The half of a halved set a question falls in: FNV-1a of "site_group/id", even → "a". Fixed by
 * the labels alone, so nobody chooses which questions are read.
 */
export function questionHalf(siteGroup: string, id: string): 'a' | 'b' {
  let h = 0x811c9dc5;
  for (const ch of `${siteGroup}/${id}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'a' : 'b';
}

/** Whether a turn of this split is listed only on request: the blind fresh sets and the blind half of a halved one. */
export function isBlindSplit(split: string): boolean {
  return FRESH_SETS.some((s) => (s.halved ? split === `${s.split}-b` : split === s.split));
}
/**
 * Topic sets: questions on one topic written on the dev sites to tune that topic's engine (so not
 * blind: their replies are shown). Each is reported as its own split; a file may hold a single
 * question and only questions the site cannot answer ("do you have a fax?" on a site without one).
 */
export const CONTACT_QUESTIONS_DIR = path.join(process.cwd(), 'tests', 'real-sites', 'questions-contact');
export const TOPIC_SETS = [
  { split: 'dev-contact', dir: CONTACT_QUESTIONS_DIR, minQuestions: 1, requireUnknown: false, requireAnswered: false },
] as const;
/** Every set asked besides the main one: the blind fresh sets, then the topic sets. */
export const EXTRA_SETS = [
  ...FRESH_SETS.map((s) => ({ ...s, requireAnswered: true, blind: true })),
  ...TOPIC_SETS.map((s) => ({ ...s, blind: false, halved: false })),
];
export type FreshSplit = (typeof FRESH_SETS)[number]['split'] | (typeof TOPIC_SETS)[number]['split'] | HalfSplit;

const nonEmpty = z.string().trim().min(1);

const expectSchema = z.discriminatedUnion('kind', [
  // One of `any` must appear in the reply (and every one of `all`).
  z.object({ kind: z.literal('fact'), any: z.array(nonEmpty).min(1), all: z.array(nonEmpty).optional() }).strict(),
  // The page does not say: right = a plain "I don't have that" / an offer to take a message.
  z.object({ kind: z.literal('unknown') }).strict(),
  // A yes/no question the page answers; `any` optionally names what the reply must mention.
  z.object({ kind: z.enum(['yes', 'no']), any: z.array(nonEmpty).min(1).optional() }).strict(),
  // A step of a conversation whose reply only has to move on (e.g. asks for a name): anything but a decline.
  z.object({ kind: z.literal('continue'), any: z.array(nonEmpty).min(1).optional() }).strict(),
]);
export type Expect = z.infer<typeof expectSchema>;

export const TOPICS = ['offer', 'fact', 'hours', 'location', 'contact', 'unknown', 'booking', 'order'] as const;

const turnSchema = z.object({ ask: nonEmpty, expect: expectSchema }).strict();

const questionSchema = z.union([
  z.object({ id: nonEmpty, topic: z.enum(TOPICS), ask: nonEmpty, expect: expectSchema, source: z.string().optional() }).strict(),
  z.object({ id: nonEmpty, topic: z.enum(TOPICS), turns: z.array(turnSchema).min(2).max(4), source: z.string().optional() }).strict(),
]);
export type Question = z.infer<typeof questionSchema>;

/** The schema of a question file holding at least `minQuestions` questions (one of them unanswerable when `requireUnknown`). */
export const questionFileSchemaWith = (minQuestions: number, requireUnknown = true, requireAnswered = true) =>
  z
    .object({
      site_group: nonEmpty,
      language: z.enum(['fr', 'en']),
      // What the owner types on the onboarding form: the name, the phone (as shown on the site, or
      // their own when the site shows none) and, when the corpus's business type does not say which
      // tile they would pick, that tile's id or the free text typed after "Other".
      owner: z.object({ businessName: nonEmpty, phone: nonEmpty, businessType: nonEmpty.optional() }).strict(),
      questions: z.array(questionSchema).min(minQuestions),
    })
    .strict()
    .superRefine((f, ctx) => {
      const ids = new Set<string>();
      for (const q of f.questions) {
        if (ids.has(q.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${q.id}` });
        ids.add(q.id);
      }
      const turns = f.questions.flatMap((q) => ('turns' in q ? q.turns.map((t) => t.expect) : [q.expect]));
      if (requireUnknown && !turns.some((e) => e.kind === 'unknown'))
        ctx.addIssue({ code: 'custom', message: 'needs at least one question whose answer is not on the site' });
      if (requireAnswered && !turns.some((e) => e.kind !== 'unknown' && e.kind !== 'continue'))
        ctx.addIssue({ code: 'custom', message: 'needs questions answered by the site' });
    });
export const questionFileSchema = questionFileSchemaWith(MIN_QUESTIONS.main);
export type QuestionFile = z.infer<typeof questionFileSchema>;

/** Loads a folder of question files; a fresh set's folder gets that set's rules unless told otherwise. */
export function loadQuestionFiles(
  dir = QUESTIONS_DIR,
  minQuestions: number = EXTRA_SETS.find((s) => s.dir === dir)?.minQuestions ?? MIN_QUESTIONS.main,
  requireUnknown: boolean = EXTRA_SETS.find((s) => s.dir === dir)?.requireUnknown ?? true,
  requireAnswered: boolean = EXTRA_SETS.find((s) => s.dir === dir)?.requireAnswered ?? true,
): QuestionFile[] {
  if (!fs.existsSync(dir)) return [];
  const schema = questionFileSchemaWith(minQuestions, requireUnknown, requireAnswered);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = schema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`${f}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      if (`${parsed.data.site_group}.json` !== f)
        throw new Error(`${f}: site_group ${parsed.data.site_group} does not match the file name`);
      return parsed.data;
    });
}

/**
 * Folds a reply or a label so that spelling differences of the same fact compare equal: case,
 * accents, non-breaking spaces, phone separators, "€"/"euros", "9h00"/"9:00"/"9 h", "1 200"/"1200", "25,00"/"25".
 */
export function foldForJudge(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u00a0\u202f\u2009\u2007]/g, ' ')
      .replace(/[’‘`]/g, "'")
      .replace(/[“”«»]/g, '"')
      .replace(/[–—]/g, '-')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      // A phone number written "(615) 337-7034", "615-337-7034" or "04.73.72.00.51": digits only.
      .replace(/\(?\+?\d[\d ().-]{6,}\d/g, (m) => (m.replace(/\D/g, '').length >= 8 ? m.replace(/\D/g, '') : m))
      .replace(/\b(\d+) ?(?:euros?\b|eur\b|€)/g, '$1 eur')
      .replace(/€ ?(\d+)/g, '$1 eur')
      .replace(/\b(\d) (\d{3})\b/g, '$1$2')
      .replace(/\b(\d+)[.,]00\b/g, '$1')
      .replace(/\b(\d+),(\d{2})\b/g, '$1.$2')
      .replace(/\ba\.m\./g, 'am')
      .replace(/\bp\.m\./g, 'pm')
      // "9am", "9 AM", "9:00 a.m." → "9 am"; "12:15 PM" → "12h15 pm" (so a label "12:15" still matches).
      .replace(/\b(\d{1,2}):00 ?(am|pm)\b/g, '$1 $2')
      .replace(/\b(\d{1,2}):(\d{2}) ?(am|pm)\b/g, '$1h$2 $3')
      .replace(/\b(\d{1,2}) ?(am|pm)\b/g, '$1 $2')
      .replace(/\b(\d{1,2}) ?[h:] ?00\b/g, '$1h')
      .replace(/\b(\d{1,2}) ?[h:] ?(\d{2})\b/g, '$1h$2')
      .replace(/\b(\d{1,2}) h\b/g, '$1h')
  );
}

/** Whether `needle` occurs in `hay` (both folded) without being part of a longer word or number. */
export function containsTerm(hay: string, needle: string): boolean {
  const h = foldForJudge(hay);
  const n = foldForJudge(needle).trim();
  if (!n) return false;
  const alnum = /[a-z0-9]/;
  for (let i = h.indexOf(n); i >= 0; i = h.indexOf(n, i + 1)) {
    const before = h[i - 1];
    const after = h[i + n.length];
    const okBefore = !alnum.test(n[0]) || !before || !alnum.test(before);
    const okAfter = !alnum.test(n[n.length - 1]) || !after || !alnum.test(after);
    if (okBefore && okAfter) return true;
  }
  return false;
}

// Generic ways a receptionist says it lacks the answer or offers to pass the question on, in the
// two languages the product speaks. Deliberately about the act of declining, not about a topic.
const NO_INFO = [
  /je n'ai pas (cette|l'|d'|de |ce |la |les )?(information|info|detail|precision|renseignement|reponse)/,
  /je n'ai pas (cette |l')?(info|information)/,
  /je ne (sais|saurais) pas/,
  /je ne (peux|suis) pas (en mesure de )?(vous )?(le |l'|en )?(dire|repondre|confirmer|renseigner|preciser|garantir)/,
  /je n'ai (aucune|pas d')(information|info|detail|precision)/,
  /(aucune|pas d')information (sur|a ce sujet|la-dessus|concernant)/,
  /je ne (trouve|vois) pas (cette|d'|l')?(information|info|mention|reponse)/,
  /(ne|n') (figure|apparait|est (pas )?(precise|indique|mentionne)) pas/,
  /pas (precise|indique|mentionne) sur (le|notre) site/,
  /i (don't|do not|didn't|did not) (have|know|find|see)/,
  /i'm not (sure|certain|able to (say|confirm|tell))/,
  /i (can't|cannot|can not) (say|confirm|tell|answer)/,
  /(no|don't have any|don't have that|not have that) (information|info|details?)/,
  /(isn't|is not|not) (listed|mentioned|stated|specified) (on|in) (the|our) (site|website|information)/,
];
const OFFER_MESSAGE = [
  /(prendre|laisser|noter|transmettre) (un|votre) message/,
  /(transmettre|faire suivre|faire passer) (votre|la|cette) (question|demande)/,
  /(l'equipe|quelqu'un|on) (vous )?(rappellera|recontactera|reviendra vers vous)/,
  /(take|leave|pass on|note) (a|your) (message|question)/,
  /(pass|forward) (your|the|this) (question|request|message)/,
  /(someone|the team|we) (will|can|'ll) (call|get back|ring) (you )?(back)?/,
];
const YES_START = /^(oui|yes|bien sur|absolument|tout a fait|of course|sure|absolutely|certainly|yep|yeah|en effet|exactement)\b/;
const NO_WORD = /(^|[^a-z])(non|no|pas|not|never|jamais|aucun|aucune|don't|doesn't|isn't|aren't|can't|cannot|n'|won't)([^a-z]|$)/;

export function saysNoInfo(reply: string): boolean {
  const r = foldForJudge(reply);
  return NO_INFO.some((re) => re.test(r));
}
export function offersMessage(reply: string): boolean {
  const r = foldForJudge(reply);
  return OFFER_MESSAGE.some((re) => re.test(r));
}

export function wordCount(reply: string): number {
  return reply.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export type Verdict = 'right' | 'wrong' | 'declined' | 'invented';

/**
 * Judges one reply. `gapLogged`: the engine recorded a knowledge gap during this turn.
 * A bare "yes" is only enough for a yes question labelled without `any`: labels name what a
 * right answer mentions, so a "Yes, we're open now" to an unrelated question does not pass.
 * - fact/yes/no: right when the reply carries the expected content; "declined" (a kind of wrong)
 *   when it says it does not know although the site says.
 * - unknown: right when it declines (plain "I don't have that", a gap logged, or an offer to
 *   take a message without a "yes" up front); "invented" when it answers anything else.
 */
export function judgeReply(expect: Expect, fullReply: string, gapLogged: boolean, opts: { businessName?: string } = {}): Verdict {
  // The business's own name says nothing about the question ("Hello, Balance Chiropractic…" is no
  // answer to "do you treat back pain?"): it is taken out before looking for the expected words.
  const name = opts.businessName ? foldForJudge(opts.businessName).trim() : '';
  const reply = name ? foldForJudge(fullReply).split(name).join(' ') : fullReply;
  const folded = foldForJudge(reply).trim();
  const declined = saysNoInfo(reply);
  switch (expect.kind) {
    case 'unknown':
      if (declined || gapLogged) return 'right';
      if (offersMessage(reply) && !YES_START.test(folded)) return 'right';
      return 'invented';
    case 'fact': {
      // A decline that echoes the caller's words ("I don't know about card payments") is no answer.
      if (declined) return 'declined';
      const ok = expect.any.some((a) => containsTerm(reply, a)) && (expect.all ?? []).every((a) => containsTerm(reply, a));
      return ok ? 'right' : 'wrong';
    }
    case 'yes': {
      if (declined) return 'declined';
      const mentions = expect.any ? expect.any.some((a) => containsTerm(reply, a)) : YES_START.test(folded);
      // "Les animaux ne sont pas acceptés" mentions the animals but says no.
      const firstSentence = folded.split(/[.!?]/)[0];
      const negated = /^(non|no)\b/.test(folded) || (!YES_START.test(folded) && NO_WORD.test(firstSentence));
      return mentions && !negated ? 'right' : 'wrong';
    }
    case 'no': {
      if (declined) return 'declined';
      const mentions = expect.any ? expect.any.some((a) => containsTerm(reply, a)) : true;
      return mentions && NO_WORD.test(folded) && !YES_START.test(folded) ? 'right' : 'wrong';
    }
    case 'continue': {
      if (declined && !expect.any) return 'declined';
      return !expect.any || expect.any.some((a) => containsTerm(reply, a)) ? 'right' : 'wrong';
    }
  }
}
