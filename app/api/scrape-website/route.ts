import { z } from 'zod';
import { route, parseJsonBody, methodNotAllowed } from '@/lib/http/route';
import { ApiError } from '@/lib/http/errors';
import { errorMessage } from '@/lib/http/error-messages';
import { getConfig } from '@/lib/config';
import { scrapeWebsite, ScrapeError } from '@/lib/scrape';

// POST /api/scrape-website {url} → {html, url, title, pages}. The URL is hostile until proven
// otherwise; every check lives in lib/scrape. Each refusal maps to its own code and status.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 8 * 1024;

// Length and syntax are judged by normalizeWebsiteUrl so that every bad URL answers invalid_url.
const bodySchema = z.object({ url: z.string() });

export const POST = route(async (req, ctx) => {
  const { url } = await parseJsonBody(req, bodySchema, ctx, MAX_BODY_BYTES);
  try {
    const result = await scrapeWebsite(url, { allowHosts: getConfig().SCRAPER_ALLOW_HOSTS, log: ctx.log });
    return Response.json(result, { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    if (!(err instanceof ScrapeError)) throw err;
    const fields = err.code === 'invalid_url' ? { url: { code: err.code, message: errorMessage(err.code, ctx.locale) } } : undefined;
    throw new ApiError(err.status, err.code, fields, undefined, err.detail);
  }
});

export const GET = methodNotAllowed(['POST']);
export const PUT = methodNotAllowed(['POST']);
export const PATCH = methodNotAllowed(['POST']);
export const DELETE = methodNotAllowed(['POST']);
