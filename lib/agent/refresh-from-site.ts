import 'server-only';
import type { Logger } from 'pino';
import { getDb } from '@/db/client';
import { indexOwnerFacts, indexSite, listPassages } from '@/lib/knowledge';
import { log as rootLog } from '@/lib/log';
import { scrapeWebsite } from '@/lib/scrape';
import { extractFacts, syncProvider } from './create-agent';
import { closeGapsTheSiteNowAnswers } from './gaps-answered-by-site';
import { buildReceptionistPrompt } from './prompt';
import { getAgentForUpdate, saveSiteRefresh, type Agent } from './repository';
import { describeSiteChanges, mergeRefreshedFacts, type SiteChanges } from './site-refresh-facts';

// "Update from my website": the owner's business changed its site, the agent re-reads it. Same
// scraper, page discovery and extraction as creation; then, in ONE transaction, the facts, the
// prompt, the site passages and the owner-fact passages are replaced together (a caller mid-call
// never sees new passages with old facts). The owner's corrections and gap answers survive: the
// corrected fields are kept (site-refresh-facts.ts) and `correction`/`answer` passages are not
// site passages. The voice provider is synced last, as on creation, and never fails the refresh.

/** Per agent and per client: a re-read fetches up to five pages of someone's site and may sync a paid assistant. */
export const SITE_REFRESH_LIMITS = {
  agent: [
    { windowSeconds: 60, max: 3 },
    { windowSeconds: 86_400, max: 30 },
  ],
  client: [{ windowSeconds: 60, max: 10 }],
};

export type SiteRefreshErrorCode = 'agent_no_website' | 'site_no_passages' | 'agent_not_found';

export class SiteRefreshError extends Error {
  constructor(readonly code: SiteRefreshErrorCode) {
    super(code);
    this.name = 'SiteRefreshError';
  }
}

export type SiteRefreshed = { agent: Agent; changes: SiteChanges; refreshedAt: Date };

export async function refreshAgentFromSite(agent: Agent, opts: { log?: Logger } = {}): Promise<SiteRefreshed> {
  const log = opts.log ?? rootLog;
  if (!agent.website) throw new SiteRefreshError('agent_no_website');
  // ScrapeError (blocked address, timeout, HTTP error…) goes to the caller as it is.
  const scraped = await scrapeWebsite(agent.website, { log });
  const fresh = await extractFacts(
    { businessName: agent.name, businessType: agent.businessType, phone: agent.phone, scrapedContent: scraped.html, website: scraped.url },
    agent.language,
  );
  const refreshedAt = new Date();

  const db = await getDb();
  const { saved, changes } = await db.transaction(async (tx) => {
    // Merge against the agent as it is now (the owner may have corrected something while the
    // site was being read), with its row locked so a second re-read waits for this one.
    const current = await getAgentForUpdate(agent.id, tx);
    if (!current) throw new SiteRefreshError('agent_not_found');
    const { info, kept } = mergeRefreshedFacts(current.extractedInfo, fresh);
    const prompt = buildReceptionistPrompt({ ...current, extractedInfo: info });
    const passagesBefore = await listPassages(agent.id, { kinds: ['page'], db: tx });
    const count = await indexSite(agent.id, scraped.html, current.language, { baseUrl: scraped.url, db: tx });
    // A site that now reads as nothing (a maintenance page, a script-only rebuild) must not wipe
    // what the agent knew: roll back and tell the owner.
    if (count === 0) throw new SiteRefreshError('site_no_passages');
    await indexOwnerFacts(agent.id, info, current.language, tx);
    const row = await saveSiteRefresh(agent.id, { extractedInfo: info, prompt, refreshedAt }, tx);
    if (!row) throw new SiteRefreshError('agent_not_found');
    const passagesAfter = await listPassages(agent.id, { kinds: ['page'], db: tx });
    return {
      saved: row,
      changes: describeSiteChanges({
        before: current.extractedInfo,
        after: info,
        passagesBefore,
        passagesAfter,
        kept,
        pages: scraped.pages.length,
      }),
    };
  });
  changes.gapsAnswered = await closeAnsweredGaps(saved, refreshedAt, log);
  log.info(
    {
      agentId: agent.id,
      pages: changes.pages,
      passages: changes.passages,
      services: { added: changes.services.added.length, removed: changes.services.removed.length },
      hours: changes.hours,
      address: changes.address,
      kept: changes.kept,
      gapsAnswered: changes.gapsAnswered,
    },
    'agent refreshed from its website',
  );
  return { agent: await syncProvider(saved), changes, refreshedAt };
}

/** Closing gaps is a courtesy to the owner: the new facts are saved already, a failure here only logs. */
async function closeAnsweredGaps(agent: Agent, at: Date, log: Logger): Promise<number> {
  try {
    return await closeGapsTheSiteNowAnswers(agent.id, at);
  } catch (err) {
    log.warn(
      { agentId: agent.id, err: err instanceof Error ? err.message : String(err) },
      'unanswered questions not re-checked after a site re-read',
    );
    return 0;
  }
}
