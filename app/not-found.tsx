import type { CSSProperties } from 'react';

// Only for paths outside the locale tree (e.g. /missing.txt). Every page path gets the localized
// 404 of app/[locale]/not-found.tsx instead.
//
// Styled inline rather than with the site stylesheet: Next writes this boundary into the payload
// of every page (it is the root layout's not-found), and with the stylesheet inlined
// (next.config.ts) importing it here put a second copy of the whole stylesheet (~43 KB) into the
// HTML of every page, as script the browser has to parse.
const body: CSSProperties = {
  display: 'flex',
  minHeight: '100dvh',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: '1.5rem',
  background: '#ffffff',
  color: '#0f172a',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};
const title: CSSProperties = { fontSize: '1.875rem', lineHeight: '2.25rem', fontWeight: 700, margin: 0 };
const link: CSSProperties = { color: '#4338ca', fontWeight: 600, textDecoration: 'underline' };

export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body style={body}>
        <main style={{ textAlign: 'center' }}>
          <h1 style={title}>Oops! Page not found</h1>
          <p style={{ marginTop: '1.5rem' }}>
            {/* Outside the locale tree there is no client router to navigate with: a plain link. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={link}>
              Return to Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
