import { nameTokens, resolveService, searchKnowledge, wordMatches } from '../knowledge';
import { queryTerms } from '@/lib/knowledge/query';
import { answerKind } from '../answer-kind';
import { speakable, termsIn } from '../passage-text';
import { isGenericVerb, questionClause } from '../question';
import { contentTokens, tokens } from '../normalize';
import { consultKnowledge, gapUnlessKnown, unknownGap } from './knowledge';
import { gap, has, push, spokenList, SPOKEN_LIST_MAX, type Turn } from './turn';
import { asksSomethingSpecific, trimWords, withoutFillers } from './understand';

// Services and prices: one named service, a choice between several, or the list.
export async function answerServices(t: Turn, match: ReturnType<typeof resolveService>): Promise<boolean> {
  const services = t.agent.info.services;
  // "Do you do X?" naming no service: the priced lines (menus, price lists) may name it.
  if (!match.best && !match.candidates.length && asksSomethingSpecific(t.text)) {
    const onList = resolveService(t.text, t.agent.info.priced ?? []);
    if (onList.best && !asksBeyond(t.text, [onList.best])) match = onList;
  }
  if (!services.length && !match.best) {
    if (await answerFromSite(t)) return true;
    gap(t, asksSomethingSpecific(t.text) ? 'unknown' : has(t, 'price') ? 'pricesUnknown' : 'servicesUnknown');
    return true;
  }
  // "Du pain sans gluten pour les burgers ?" names a burger but asks about something else; so do
  // "what time is check-in?" (a time, not an offer) and "can I park near the salon?" (parking).
  if (match.best && (asksBeyond(t.text, [match.best]) || asksOtherThan(t, match.best))) {
    await gapUnlessKnown(t, 'unknown');
    return true;
  }
  if (match.best) {
    t.s.lastService = match.best.name;
    // "Vous faites la carrosserie ?" asks whether, not how much: a price not asked is not missing.
    if (!has(t, 'price'))
      push(t, 'serviceYes', { service: match.best.name, price: match.best.price ? ` (${speakable(match.best.price, t.L)})` : '' });
    else if (match.best.price) push(t, 'servicePrice', { service: match.best.name, price: speakable(match.best.price, t.L) });
    else gap(t, 'serviceNoPrice', { service: match.best.name });
    return true;
  }
  if (match.candidates.length > 1) {
    // "Do you do kids haircuts?" when only men's and women's exist: the "kids" part is unknown.
    if (asksBeyond(t.text, match.candidates)) {
      await gapUnlessKnown(t, 'unknown');
      return true;
    }
    push(t, 'serviceChoice', { list: spokenList(match.candidates, t.L) });
    return true;
  }
  // Asked about something specific we don't list? The site's passages before listing everything.
  if (asksSomethingSpecific(t.text) && (await answerFromSite(t))) return true;
  // "How much does it cost?": the business's own FAQ may say it better than the list — judged
  // on the site's passages (which hold the FAQ too); the extracted FAQ alone only for an agent
  // whose site is not indexed, as its looser match would read out a neighbouring answer.
  const kb = asksSomethingSpecific(t.text) ? 'weak' : await consultKnowledge(t);
  if (kb === 'answered') return true;
  const faq = kb === 'empty' ? searchKnowledge(t.text, t.agent.info) : null;
  if (faq?.source === 'faq') {
    t.parts.push(faq.answer);
    return true;
  }
  if (asksSomethingSpecific(t.text)) {
    // "Do you do eyelash extensions?": not on our list, the FAQ or the site → honest unknown.
    unknownGap(t);
    return true;
  }
  const priced = services.filter((s) => s.price);
  // "How much…?" with no price on our list: the list's names are no answer; the site may have one.
  if (has(t, 'price') && !priced.length && !(t.agent.info.priced ?? []).length) {
    if (!(await answerFromSite(t))) gap(t, 'pricesUnknown');
    return true;
  }
  // More than four items are not read out: a few names, how many more, and the offer to detail.
  if (services.length > SPOKEN_LIST_MAX) push(t, 'servicesSummary', { count: services.length, list: spokenList(services, t.L) });
  else if (has(t, 'price') && priced.length) push(t, 'pricesList', { list: spokenList(services, t.L) });
  else push(t, 'servicesList', { list: spokenList(services, t.L) });
  return true;
}

/** The site's passages; the extracted FAQ only when the site has no passage on any word asked. */
async function answerFromSite(t: Turn): Promise<boolean> {
  const kb = await consultKnowledge(t);
  if (kb === 'answered') return true;
  const local = kb === 'empty' ? searchKnowledge(t.text, t.agent.info) : null;
  if (local) t.parts.push(local.source === 'faq' ? local.answer : trimWords(local.answer));
  return Boolean(local);
}

// Vocabulary concepts that frame a question about an offer rather than replace it: its price, its booking.
const FRAMING = /^(prix|price|rendez vous|appointment|reservation|reserver|book|booking|commander|order)$/;

/**
 * The question asks for something a service's name cannot say: a value of another kind than a
 * price ("what time is check-in?" is not answered by "Check-ups") or a caller-vocabulary concept
 * the service does not name ("se garer à côté du salon ?" is not "Salon de thé").
 */
export function asksOtherThan(t: Pick<Turn, 'text' | 'L'>, service: { name: string; description?: string }): boolean {
  const kind = answerKind(questionClause(t.text));
  if (kind && kind !== 'amount' && kind !== 'percent') return true;
  const said = `${service.name} ${service.description ?? ''}`;
  // A verb that names no activity ("do you offer…") is how the question asks, not what about.
  return queryTerms(withoutFillers(t.text), t.L).some(
    (term) =>
      term.alternatives.length > 1 &&
      !isGenericVerb(term.said) &&
      !term.alternatives.some((alt) => FRAMING.test(alt)) &&
      !term.alternatives.some((alt) => termsIn(said, [alt]) > 0),
  );
}

/** Words of the question beyond the named services' own names that ask about something specific. */
export function asksBeyond(text: string, named: { name: string; description?: string }[]): boolean {
  // The item's description counts as its name ("le burger normand avec le camembert").
  const names = named.flatMap((c) => [...nameTokens(c.name), ...nameTokens(c.description ?? '')]);
  // "dents" for "dentaire": one family of words.
  const sameFamily = (tok: string, w: string) =>
    wordMatches(tok, w) ||
    (tok.length >= 4 && w.startsWith(tok)) ||
    (tok.length >= 5 && w.length >= 5 && tok.slice(0, 4) === w.slice(0, 4));
  const leftover = contentTokens(withoutFillers(questionClause(text))).filter((tok) => !names.some((w) => sameFamily(tok, w)));
  const clause = withoutFillers(questionClause(text));
  return (
    asksSomethingSpecific(leftover.join(' ')) || narrowedBeyond(clause, names, sameFamily) || compoundBeyond(clause, names, sameFamily)
  );
}

/**
 * "Meeting rooms for 20?" when the service is "Rooms": a noun right before the named word makes
 * it a kind the list does not name, even a word that alone says nothing specific ("meeting").
 */
function compoundBeyond(clause: string, names: string[], sameFamily: (tok: string, w: string) => boolean): boolean {
  const ws = tokens(clause);
  return ws.some((w, i) => {
    const [said] = contentTokens(w);
    if (!said || i === 0 || !names.some((n) => sameFamily(said, n))) return false;
    const [before] = contentTokens(ws[i - 1]);
    return Boolean(before && before.length >= 4 && !/\d/.test(before) && !names.some((n) => sameFamily(before, n)));
  });
}

/**
 * "Vous faites du droit du travail ?" when the services are "Droit de la famille", "Droit pénal"…:
 * the noun after "de" narrows the named word to a kind none of them is, even a word that alone
 * would say nothing specific ("travail").
 */
function narrowedBeyond(clause: string, names: string[], sameFamily: (tok: string, w: string) => boolean): boolean {
  const ws = tokens(clause);
  return ws.some((w, i) => {
    const [said] = contentTokens(w);
    if (!said || !names.some((n) => sameFamily(said, n)) || !/^(de|du|des|d)$/.test(ws[i + 1] ?? '')) return false;
    let j = i + 2;
    while (/^(la|le|les|l)$/.test(ws[j] ?? '')) j++;
    const [next] = contentTokens(ws[j] ?? '');
    return Boolean(next && next.length >= 4 && !names.some((n) => sameFamily(next, n)));
  });
}
