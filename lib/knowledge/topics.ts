import { tokens } from '@/lib/receptionist/normalize';
import { matchKey } from './query';
import type { Vocabulary } from './vocabulary';

// Which topics a site's passages talk about, given the words that are evidence of each topic
// (matched on folded light stems, phrases as a whole): suggestions then only ask what the site says.

export function siteTopics(passages: { text: string; headingPath: string[] }[], evidence: Vocabulary): Set<string> {
  const words = new Set<string>();
  const text: string[] = [];
  for (const p of passages) {
    const folded = tokens([...p.headingPath, p.text].join(' ')).map(matchKey);
    for (const w of folded) words.add(w);
    text.push(folded.join(' '));
  }
  const joined = ` ${text.join(' | ')} `;
  const found = new Set<string>();
  for (const [concept, phrases] of Object.entries(evidence)) {
    for (const phrase of phrases) {
      const ws = tokens(phrase).map(matchKey);
      if (!ws.length) continue;
      if (ws.length === 1 ? words.has(ws[0]) : joined.includes(` ${ws.join(' ')} `)) {
        found.add(concept);
        break;
      }
    }
  }
  return found;
}
