// The brand icon, drawn once: pages carry it inline as their SVG favicon, and
// scripts/generate-icons.tsx renders every raster icon (favicon.ico, apple-icon, icon-512) from it.
// Inline rather than a file: a favicon request made during the first paint is charged to the LCP
// by Lighthouse whenever it ends before the paint (docs/DEPLOY.md "Icons"), for 670 bytes of head.
export const BRAND_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#4338ca"/><g transform="translate(14 14) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M13 2a9 9 0 0 1 9 9"/><path d="M13 6a5 5 0 0 1 5 5"/><path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"/></g></svg>';

/**
 * The icon as a `data:` URL. Only the characters a URL or an HTML attribute can't hold as they are
 * get percent-encoded: 670 bytes where encodeURIComponent gives 912 and base64 756.
 */
export const BRAND_ICON_DATA_URL = `data:image/svg+xml,${BRAND_ICON_SVG.replace(/["<>#%]/g, encodeURIComponent)}`;
