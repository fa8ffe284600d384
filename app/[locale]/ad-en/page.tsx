import { setRequestLocale } from 'next-intl/server';
import { AdPage, adMetadata } from '../_ad/ad-page';

// Always en, whatever the host or the visitor's saved choice (proxy.ts rewrites /ad-en to /en/ad-en).
export function generateStaticParams() {
  return [{ locale: 'en' }];
}

export function generateMetadata() {
  return adMetadata('en', '/ad-en');
}

export default function Page() {
  setRequestLocale('en');
  return <AdPage locale="en" />;
}
