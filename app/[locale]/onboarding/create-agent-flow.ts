import type { Locale } from '@/lib/i18n/locales';

// The two real steps behind the creation overlay: scrape the site, then create the
// agent from what was scraped. Each stage is reported when its request starts, so the progress
// bar follows the work actually being done. Errors carry the server's localized message.

export type CreationStage = 'scraping' | 'generating' | 'finalizing';

export const STAGE_PROGRESS: Record<CreationStage, number> = { scraping: 33, generating: 66, finalizing: 100 };

export class CreationError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? code ?? 'creation failed');
  }
}

export type CreationInput = {
  businessName: string;
  businessType: string;
  phone: string;
  website: string;
  locale: Locale;
};

export type CreatedAgentResult = { agentId: string; editToken: string };

async function postJson(url: string, body: unknown, locale: Locale): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CreationError(null, 'network');
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data as { error?: { message?: unknown; code?: unknown } } | null)?.error;
    throw new CreationError(typeof err?.message === 'string' ? err.message : null, typeof err?.code === 'string' ? err.code : null);
  }
  return data;
}

export async function runCreation(input: CreationInput, onStage: (stage: CreationStage) => void): Promise<CreatedAgentResult> {
  onStage('scraping');
  const scraped = (await postJson('/api/scrape-website', { url: input.website }, input.locale)) as {
    html?: unknown;
    url?: unknown;
  };
  onStage('generating');
  const created = (await postJson(
    '/api/create-agent',
    {
      businessName: input.businessName,
      businessType: input.businessType,
      phone: input.phone,
      scrapedContent: typeof scraped?.html === 'string' ? scraped.html : '',
      website: typeof scraped?.url === 'string' ? scraped.url : input.website,
      locale: input.locale,
    },
    input.locale,
  )) as { agentId?: unknown; editToken?: unknown };
  if (typeof created?.agentId !== 'string') throw new CreationError(null, 'bad_response');
  onStage('finalizing');
  return { agentId: created.agentId, editToken: typeof created.editToken === 'string' ? created.editToken : '' };
}
