import { joinList, say } from '../replies';
import { speakable } from '../passage-text';
import { normalize, tokens } from '../normalize';
import { gap, has, line, push, type Turn } from '../engine/turn';
import { askedThings } from './asked';
import { passageEntries, structuredEntries, type OfferEntry } from './catalog';
import { matchOffers } from './match';

// "Do you do X?", "is there X?", "how much is X?" when neither the service list nor a passage
// answered: the offer catalogue (services, priced lines, the site's offering-shaped passages)
// is matched on what the question asks for, and a match is said in the site's own words.
// No match on what is asked: false, and the caller hears the honest "I don't have that".

/** At most this many offers are named in one reply. */
const LISTED = 3;
const REPLY_WORDS = 25;

export { askedThings, asksForOffer } from './asked';
export { matchOffers } from './match';
export { passageEntries, structuredEntries } from './catalog';

/** Answers an offer question from the catalogue; false when nothing offered matches what is asked. */
export async function answerOffer(t: Turn): Promise<boolean> {
  const ignore = tokens(`${t.agent.name} ${t.agent.businessType}`).filter((w) => w.length >= 4);
  const asked = askedThings(t.text, t.L, ignore);
  if (!asked.length) return false;
  const hits = await t.search(asked.map((a) => a.said).join(' '), t.L);
  const matches = matchOffers(asked, [...structuredEntries(t.agent.info), ...passageEntries(hits)]);
  if (!matches.length) return false;
  const best = matches[0];
  // "How much is X?" when X has no price: that the business does X is not what was asked.
  if (has(t, 'price') && !matches.some((m) => m.entry.price)) {
    if (best.entry.kind === 'prose') return false;
    gap(t, 'serviceNoPrice', { service: best.entry.name });
    return true;
  }
  if (best.entry.kind === 'prose') {
    const sentence = speakable(best.entry.name, t.L);
    if (sentence.split(/\s+/).length > REPLY_WORDS) return false;
    // "Yes — we have plenty of parking." already says yes.
    t.parts.push(/^(yes|oui)\b/i.test(sentence) ? sentence : `${line(t, 'yesFromSite')} ${sentence}`);
    return true;
  }
  // The same offer named twice (in the list and on a passage) is one.
  const seen = new Set<string>();
  const tied = matches.filter((m) => {
    const key = normalize(m.entry.name).replace(/^(nos|notre|vos|votre|les|le|la|l|our|your|the) /, '');
    if (m.entry.kind !== 'item' || m.score < best.score || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  t.s.lastService = best.entry.name;
  t.s.topic = 'price';
  if (tied.length === 1 && has(t, 'price') && best.entry.price) {
    push(t, 'offerPrice', { service: best.entry.name.replace(/[\s.:;,]+$/, ''), price: best.entry.price });
    return true;
  }
  const named = tied.slice(0, LISTED).map((m) => label(m.entry));
  const list = tied.length > LISTED ? `${named.join(', ')} ${say(t.L, 'andMore', { count: tied.length - LISTED })}` : joinList(named, t.L);
  push(t, 'offerYes', { list });
  return true;
}

function label(e: OfferEntry): string {
  const name = e.name.replace(/[\s.:;,]+$/, '');
  return e.price ? `${name} (${e.price})` : name;
}
