import { pathToFileURL } from 'node:url';
import { attachDatabase, openPglite, type Db } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { indexSite } from '@/lib/knowledge';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { tokens } from '@/lib/receptionist/normalize';
import { countryFor, displayPhone } from '@/lib/receptionist/phone';
import { newSessionState, type AgentContext } from '@/lib/receptionist/types';
import { suiteAgent, TRADES, type SuiteAgent } from '@/tests/unit/receptionist/callers-agents';
import { heldOut, NEW_BATCH, UTTERANCES, type Utterance } from '@/tests/unit/receptionist/callers-suite';

// The callers' phrasing suite (tests/unit/receptionist/callers-suite.ts) through the real local
// engine: one first turn per utterance, on a small agent per trade whose site lines are its
// knowledge base (indexed and searched on PGlite by the product's code). What happened is read from the turn's outcome (flow started, action, which
// facts the reply holds) and compared with the label. Reports accuracy per label for the tuning
// part and the held-out part.
//   npx tsx --conditions=react-server scripts/eval/callers.ts [--misses] (misses of the tuning part only)
// The sixth and seventh batches (fresh) are reported apart and never listed: they are not to be tuned on.

type Outcome = {
  flow: string | null;
  actions: string[];
  answered: Set<'contact' | 'hours' | 'location' | 'site'>;
  reply: string;
};

const NOW = new Date('2026-03-03T09:00:00Z'); // a Tuesday morning

function agentContext(a: SuiteAgent): AgentContext {
  return {
    id: `00000000-0000-4000-8000-${String(Math.abs(hash(a.name)))
      .padStart(12, '0')
      .slice(0, 12)}`,
    name: a.name,
    transferPhone: a.phone,
    businessType: a.type,
    timezone: a.lang === 'fr' ? 'Europe/Paris' : a.phone.startsWith('+1') ? 'America/Chicago' : 'Europe/London',
    info: a.info,
    settings: { language: a.lang, tone: '', maxCallDuration: 5 },
    prompt: '',
    country: countryFor({ addressCountry: a.info.address?.country, phoneE164: a.phone }),
  };
}

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.codePointAt(0)!) | 0;
  return h;
}

/**
 * Each suite agent as the product builds one: an agent row, and a knowledge base indexed from its
 * site lines (one paragraph each, on one page) by the same code that indexes a scraped site, so
 * the site answers of the suite go through the product's own search.
 */
async function buildAgents(db: Db): Promise<Map<string, AgentContext>> {
  const built = new Map<string, AgentContext>();
  for (const lang of ['fr', 'en'] as const)
    for (const trade of TRADES) {
      const a = suiteAgent(lang, trade);
      const agent = agentContext(a);
      await db.insert(agents).values({
        id: agent.id,
        name: a.name,
        phone: a.phone,
        businessType: a.type,
        timezone: agent.timezone,
        language: lang,
        extractedInfo: a.info,
        prompt: '',
        settings: agent.settings,
      });
      const page = a.site.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
      await indexSite(
        agent.id,
        `<article data-source-url="https://suite.example/" data-title="${escapeHtml(a.name)}" lang="${lang}">${page}</article>`,
        lang,
        { db },
      );
      built.set(`${lang}:${trade}`, agent);
    }
  return built;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HOURS_SAID =
  /(nous sommes (ouverts|fermes)|c est ferme|nos horaires|nous (fermons|ouvrons|rouvrons)|horaires d ouverture de|we re (open|closed|not open)|our opening hours|we (close|open) (at|again)|opening hours of|^at the weekend|^le week end)/;
const fold = (s: string) => tokens(s).join(' ');

async function runUtterance(u: Utterance, built: Map<string, AgentContext>): Promise<Outcome> {
  const a = suiteAgent(u.lang, u.trade);
  const agent = built.get(`${u.lang}:${u.trade}`)!;
  // No search given: the engine searches the agent's knowledge base, as in a real call.
  const out = await runLocalTurn({
    agent,
    state: newSessionState(u.lang),
    message: u.say,
    now: NOW,
    sessionId: 'callers-suite',
    rehearsal: { gaps: [] },
  });
  const reply = fold(out.reply);
  const answered: Outcome['answered'] = new Set();
  const flow = out.state.flow;
  if (reply.includes(fold(displayPhone(a.phone, agent.country))) || reply.includes(fold(a.email))) answered.add('contact');
  if (reply.includes(fold(a.street.split(',')[0]))) answered.add('location');
  if (HOURS_SAID.test(reply)) answered.add('hours');
  const siteLine = a.site.find((l) => reply.includes(fold(l).split(' ').slice(0, 6).join(' ')));
  if (siteLine || flow?.kind === 'offer_message') answered.add('site');
  // "Ask for Maria in billing": a site line naming who to speak to answers "who do I talk to".
  if (siteLine && /\b(ask for|adressez vous|handled by|traite)\b/.test(fold(siteLine))) answered.add('contact');
  const kind =
    flow?.kind === 'message' && flow.request === 'stay'
      ? 'booking'
      : flow?.kind === 'message' && flow.request === 'order'
        ? 'order'
        : flow && flow.kind !== 'offer_message'
          ? flow.kind
          : null;
  const actions = out.actions.map((x) => (x.type === 'transfer' && x.emergency ? 'emergency' : x.type === 'end_call' ? 'goodbye' : x.type));
  return { flow: kind, actions, answered, reply: out.reply };
}

function passes(u: Utterance, o: Outcome): boolean {
  const acted = o.actions.includes('emergency')
    ? 'emergency'
    : o.actions.includes('transfer')
      ? 'transfer'
      : o.actions.includes('goodbye')
        ? 'goodbye'
        : null;
  if (u.expect === 'calm') return acted !== 'emergency' && acted !== 'transfer';
  if (['transfer', 'emergency', 'goodbye'].includes(u.expect)) return acted === u.expect;
  if (['booking', 'order', 'message', 'cancel', 'move'].includes(u.expect)) return !acted && o.flow === u.expect;
  if (acted || o.flow) return false;
  return u.expect.split('+').every((k) => o.answered.has(k as never));
}

type Tally = { total: number; passed: number };
type Part = Tally & { byLabel: Record<string, Tally> };
type SuiteReport = {
  /** tune and heldOut: the hash split of batches 1–5; fresh: the sixth and seventh batches, held out whole. */
  parts: Record<'tune' | 'heldOut' | 'fresh', Part>;
  byBatch: Record<string, Tally>;
  misses: { u: Utterance; o: Outcome }[];
};

export async function runCallersSuite(): Promise<SuiteReport> {
  const handle = await openPglite(undefined);
  attachDatabase(handle);
  const part = (): Part => ({ total: 0, passed: 0, byLabel: {} });
  const report: SuiteReport = { parts: { tune: part(), heldOut: part(), fresh: part() }, byBatch: {}, misses: [] };
  try {
    const built = await buildAgents(handle.db);
    for (const u of [...UTTERANCES, ...NEW_BATCH]) {
      const o = await runUtterance(u, built);
      const ok = passes(u, o);
      const name = u.batch === 'b6' || u.batch === 'b7' ? 'fresh' : heldOut(u.say) ? 'heldOut' : 'tune';
      const p = report.parts[name];
      const label = (p.byLabel[u.expect] ??= { total: 0, passed: 0 });
      const batch = (report.byBatch[u.batch] ??= { total: 0, passed: 0 });
      for (const x of [p, label, batch]) {
        x.total++;
        if (ok) x.passed++;
      }
      if (!ok && name === 'tune') report.misses.push({ u, o });
    }
  } finally {
    attachDatabase(undefined);
    await handle.close();
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await runCallersSuite();
  for (const [name, p] of Object.entries(r.parts)) {
    console.log(`${name}: ${p.passed}/${p.total} (${((100 * p.passed) / p.total).toFixed(1)} %)`);
    for (const [label, x] of Object.entries(p.byLabel).sort()) console.log(`  ${label.padEnd(18)} ${x.passed}/${x.total}`);
  }
  console.log(
    `by batch: ${Object.entries(r.byBatch)
      .map(([b, x]) => `${b} ${x.passed}/${x.total}`)
      .join(', ')}`,
  );
  if (process.argv.includes('--misses'))
    for (const { u, o } of r.misses)
      console.log(
        `\n✗ [${u.expect}] (${u.lang} ${u.trade}) ${u.say}\n   flow=${o.flow} actions=${o.actions.join(',')} answered=${[...o.answered].join(',')}\n   < ${o.reply}`,
      );
}
