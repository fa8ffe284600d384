// Every way a scrape can be refused or fail has its own code and HTTP status, so the onboarding
// page can show a precise, localized message (messages/{fr,en}/scrape.json → "ApiErrors").
// This module has no Node dependency: the URL normalization that uses it also runs in the browser.

const SCRAPE_ERROR_STATUS = {
  invalid_url: 400,
  blocked_address: 422,
  unsupported_port: 422,
  timeout: 504,
  too_large: 502,
  not_html: 502,
  http_error: 502,
  redirect_loop: 502,
  dns_failure: 502,
} as const;

export type ScrapeErrorCode = keyof typeof SCRAPE_ERROR_STATUS;

export class ScrapeError extends Error {
  readonly status: number;
  /** True when no HTTP answer came back at all (refused connection, reset, TLS failure). */
  readonly network: boolean;
  constructor(
    readonly code: ScrapeErrorCode,
    /** For the server log only (which host, which address, which status); never sent to clients. */
    readonly detail?: string,
    options?: { network?: boolean },
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ScrapeError';
    this.status = SCRAPE_ERROR_STATUS[code];
    this.network = options?.network ?? false;
  }
}
