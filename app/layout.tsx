// The real root layout is app/[locale]/layout.tsx (it owns <html lang>). This pass-through exists
// so that app/not-found.tsx can answer paths that never reach a locale (files with an extension).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
