// Every public page path. proxy.ts answers 404 for anything else (and the sitemap lists the
// indexable ones), so adding a page means adding it here.
export const pagePaths = ['/', '/ad-fr', '/ad-en', '/lead-form', '/onboarding', '/agent', '/savings', '/privacy-policy', '/terms'] as const;

/** Operator pages: known (not 404 when enabled) but never indexed. */
export const privatePathPrefixes = ['/admin'] as const;

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((pagePaths as readonly string[]).includes(path)) return true;
  return privatePathPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
}
