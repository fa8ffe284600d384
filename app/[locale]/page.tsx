import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PageShell } from '@/components/site/page-shell';
import { CalculatorSection } from '@/components/sections/calculator-section';
import { Hero } from './_landing/hero';
import { HowItWorks } from './_landing/how-it-works';
import { DemoSection } from './_landing/demo-section';
import { Faq } from './_landing/faq';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd, productJsonLd } from '@/lib/seo/json-ld';

export default async function LandingPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageShell locale={locale} onLanding>
      <Hero locale={locale} />
      <HowItWorks locale={locale} />
      <CalculatorSection locale={locale} currency="EUR" />
      <DemoSection locale={locale} />
      <Faq locale={locale} />
      <JsonLd data={[faqPageJsonLd(locale), productJsonLd(locale)]} />
    </PageShell>
  );
}
