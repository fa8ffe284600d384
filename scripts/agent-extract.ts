// Prints the extracted business facts (ExtractedInfo JSON) for a website or a saved HTML file.
//   npm run agent:extract -- https://www.example.fr            (scrapes like onboarding does)
//   npm run agent:extract -- page.html [more.html …] [--locale en] [--openai]
// Files are decoded with their charset (BOM, <meta charset>, else UTF-8 / windows-1252);
// several files are bundled as one site, the first being the home page.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// stdout carries only the JSON: the app's logger (pino, stdout) stays silent unless asked for.
// Set before the app modules load, since the logger reads LOG_LEVEL once at import.
if (!process.argv.includes('--verbose')) process.env.LOG_LEVEL = 'silent';
const { extractBusinessInfo, enrichWithOpenAI } = await import('@/lib/extract');
const { bundlePages, decodeHtml } = await import('@/lib/extract/bundle');

function usage(): never {
  console.error(
    'usage: npm run agent:extract -- <url-or-file.html> [more files…] [--locale fr|en] [--name NAME] [--type TYPE] [--openai] [--verbose]',
  );
  process.exit(2);
}

async function main() {
  const args = process.argv.slice(2);
  let locale: 'fr' | 'en' | undefined;
  let businessName: string | undefined;
  let businessType: string | undefined;
  let openai = false;
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--locale' || a === '-l') {
      const v = args[++i];
      if (v !== 'fr' && v !== 'en') usage();
      locale = v;
    } else if (a.startsWith('--locale=')) {
      const v = a.slice(9);
      if (v !== 'fr' && v !== 'en') usage();
      locale = v;
    } else if (a === '--name') businessName = args[++i];
    else if (a === '--type') businessType = args[++i];
    else if (a === '--openai') openai = true;
    else if (a === '--verbose') continue;
    else if (a === '--help' || a === '-h') usage();
    else inputs.push(a);
  }
  if (!inputs.length) usage();

  let html: string;
  let baseUrl: string | undefined;
  const first = inputs[0]!;
  const isFile = fs.existsSync(first);
  if (!isFile && (/^https?:\/\//i.test(first) || /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/i.test(first))) {
    const { scrapeWebsite } = await import('@/lib/scrape');
    const scraped = await scrapeWebsite(first);
    html = scraped.html;
    baseUrl = scraped.url;
  } else {
    const files = inputs.filter((f) => {
      if (!fs.existsSync(f)) {
        console.error(`not found: ${f}`);
        process.exit(2);
      }
      return true;
    });
    const pages = files.map((f) => ({ url: pathToFileURL(path.resolve(f)).toString(), html: decodeHtml(fs.readFileSync(f)) }));
    // One file: extract the document as is; several: bundle them as one site, first = home.
    html = pages.length === 1 ? pages[0]!.html : bundlePages(pages);
    baseUrl = pages[0]!.url;
  }
  const resolvedLocale = locale ?? guessLocale(html);
  let info = extractBusinessInfo(html, { baseUrl, locale: resolvedLocale, businessName, businessType });
  if (openai) info = await enrichWithOpenAI(info, html, { locale: resolvedLocale, baseUrl });
  process.stdout.write(JSON.stringify(info, null, 2) + '\n');
}

/** Without --locale, the summary follows the page language (French by default, like the product). */
function guessLocale(html: string): 'fr' | 'en' {
  const lang = /<html[^>]*\blang=["']?([a-z]{2})/i.exec(html)?.[1] ?? /<article[^>]*\blang=["']?([a-z]{2})/i.exec(html)?.[1];
  return lang?.toLowerCase() === 'en' ? 'en' : 'fr';
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
