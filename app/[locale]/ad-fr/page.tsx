import { setRequestLocale } from 'next-intl/server';
import { AdPage, adMetadata } from '../_ad/ad-page';

// Always fr, whatever the host or the visitor's saved choice (proxy.ts rewrites /ad-fr to /fr/ad-fr).
export function generateStaticParams() {
  return [{ locale: 'fr' }];
}

export function generateMetadata() {
  return adMetadata('fr', '/ad-fr');
}

export default function Page() {
  setRequestLocale('fr');
  return <AdPage locale="fr" />;
}
