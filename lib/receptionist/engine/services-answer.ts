import { nameTokens, resolveService, searchKnowledge, wordMatches } from '../knowledge';
import { contentTokens } from '../normalize';
import { joinList } from '../replies';
import { gapUnlessKnown } from './knowledge';
import { gap, has, push, serviceLabel, type Turn } from './turn';
import { asksSomethingSpecific } from './understand';

// Services and prices: one named service, a choice between several, or the list.
export async function answerServices(t: Turn, match: ReturnType<typeof resolveService>): Promise<boolean> {
  const services = t.agent.info.services;
  if (!services.length) {
    const hit = searchKnowledge(t.text, t.agent.info);
    if (hit) {
      t.parts.push(hit.answer);
      return true;
    }
    await gapUnlessKnown(t, asksSomethingSpecific(t.text) ? 'unknown' : has(t, 'price') ? 'pricesUnknown' : 'servicesUnknown');
    return true;
  }
  if (match.best) {
    t.s.lastService = match.best.name;
    if (match.best.price) push(t, 'servicePrice', { service: match.best.name, price: match.best.price });
    else gap(t, 'serviceNoPrice', { service: match.best.name });
    return true;
  }
  if (match.candidates.length > 1) {
    // "Do you do kids haircuts?" when only men's and women's exist: the "kids" part is unknown.
    const names = match.candidates.flatMap((c) => nameTokens(c.name));
    const leftover = contentTokens(t.text).filter((tok) => !names.some((w) => wordMatches(tok, w)));
    if (asksSomethingSpecific(leftover.join(' '))) {
      gap(t, 'unknown');
      return true;
    }
    push(t, 'serviceChoice', { list: joinList(match.candidates.map(serviceLabel), t.L) });
    return true;
  }
  // Asked about something specific we don't list? Try the FAQ before listing everything.
  const hit = searchKnowledge(t.text, t.agent.info);
  if (hit) {
    t.parts.push(hit.answer);
    return true;
  }
  if (asksSomethingSpecific(t.text)) {
    // "Do you do eyelash extensions?": not on our list, the FAQ or the site → honest unknown.
    await gapUnlessKnown(t, 'unknown');
    return true;
  }
  const priced = services.filter((s) => s.price);
  if (has(t, 'price') && priced.length) push(t, 'pricesList', { list: joinList(services.slice(0, 12).map(serviceLabel), t.L) });
  else push(t, 'servicesList', { list: joinList(services.slice(0, 12).map(serviceLabel), t.L) });
  return true;
}
