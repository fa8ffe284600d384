import './globals.css';

// Only for paths outside the locale tree (e.g. /missing.txt). Every page path gets the localized
// 404 of app/[locale]/not-found.tsx instead.
export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body className="flex min-h-dvh items-center justify-center bg-background p-6 text-foreground">
        <main className="text-center">
          <h1 className="text-3xl font-bold">Oops! Page not found</h1>
          <p className="mt-6">
            {/* Outside the locale tree there is no client router to navigate with: a plain link. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="font-semibold text-primary underline">
              Return to Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
