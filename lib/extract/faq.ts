import type { ExtractedFaq } from './types';
import type { Page, TextLine } from './pages';
import type { JsonLdNode } from './json-ld';
import { list, str, typesOf } from './json-ld';

// Questions and answers: FAQPage JSON-LD, <details><summary>, and question-shaped headings
// (h2–h6, dt, a bold line) ending with "?" followed by their answer text.

const stripTags = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const MAX_ANSWER = 600;

function faqFromJsonLd(nodes: JsonLdNode[]): ExtractedFaq[] {
  const out: ExtractedFaq[] = [];
  for (const node of nodes) {
    if (!typesOf(node).includes('Question')) continue;
    const q = stripTags(str(node.name) ?? str(node.text) ?? '');
    const ans = list(node.acceptedAnswer)[0] ?? list(node.suggestedAnswer)[0];
    const a = ans && typeof ans === 'object' ? stripTags(str((ans as Record<string, unknown>).text) ?? '') : '';
    if (q && a) out.push({ q, a: a.slice(0, MAX_ANSWER), source: node.__source });
  }
  return out;
}

function faqFromDetails(page: Page): ExtractedFaq[] {
  const out: ExtractedFaq[] = [];
  for (const el of page.index.details) {
    const $el = page.$(el);
    const summary = $el.children('summary').first();
    const q = summary.text().replace(/\s+/g, ' ').trim();
    const a = $el.clone().children('summary').remove().end().text().replace(/\s+/g, ' ').trim();
    if (q && a && q.length < 200) out.push({ q, a: a.slice(0, MAX_ANSWER), source: page.url });
  }
  return out;
}

const QUESTION_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'dt']);

const isQuestionLine = (l: TextLine) =>
  /\?\s*$/.test(l.text) && l.text.length < 200 && (QUESTION_TAGS.has(l.tag) || /^(?:q\s*[:.]|question\s*:)/i.test(l.text));

function faqFromLines(lines: TextLine[], source: string): ExtractedFaq[] {
  const out: ExtractedFaq[] = [];
  // One catchy heading ("Une envie de fleurs ?") is marketing; a FAQ has a title or several questions.
  const faqTitleIdx = lines.findIndex((l) => /^h[1-6]$/.test(l.tag) && /\bfaq\b|questions|foire aux questions/i.test(l.text));
  const hasFaqTitle = faqTitleIdx >= 0;
  if (!hasFaqTitle && lines.filter((l) => isQuestionLine(l) && l.tag !== 'summary').length < 2) return out;
  const faqLevel = hasFaqTitle ? Number(lines[faqTitleIdx]!.tag.slice(1)) : 0;
  // Under a FAQ title, a bold paragraph "Proposez-vous … ?" is a question too (page builders
  // rarely use headings); the section ends at the next heading of the same level.
  const inFaqSection = (i: number) => {
    if (!hasFaqTitle || i <= faqTitleIdx) return false;
    for (let k = faqTitleIdx + 1; k <= i; k++) {
      const m = /^h([1-6])$/.exec(lines[k]!.tag);
      if (m && Number(m[1]) <= faqLevel) return false;
    }
    return true;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const isQuestion = isQuestionLine(line) || (/\?\s*$/.test(line.text) && line.text.length < 160 && inFaqSection(i));
    if (!isQuestion || line.inNav || line.tag === 'summary') continue;
    const answer: string[] = [];
    for (let k = i + 1; k < lines.length && answer.length < 4; k++) {
      const next = lines[k]!;
      if (/^h[1-6]$/.test(next.tag) || next.tag === 'dt' || (/\?\s*$/.test(next.text) && next.text.length < 200)) break;
      answer.push(next.text.replace(/^(?:r[ée]ponse|answer|r|a)\s*[:.]\s*/i, ''));
    }
    const a = answer.join(' ').trim();
    const q = line.text.replace(/^(?:q|question)\s*[:.]\s*/i, '').trim();
    if (a) out.push({ q, a: a.slice(0, MAX_ANSWER), source });
  }
  return out;
}

export function extractFaq(pages: Page[], nodes: JsonLdNode[]): ExtractedFaq[] {
  const all = [...faqFromJsonLd(nodes)];
  for (const p of pages) all.push(...faqFromDetails(p));
  for (const p of pages) all.push(...faqFromLines(p.lines, p.url));
  const seen = new Set<string>();
  return all
    .filter((f) => {
      const k = f.q
        .toLowerCase()
        .replace(/[^a-z0-9à-ÿ]+/g, ' ')
        .trim();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 30);
}
