import Link from 'next/link';
import { PhoneCall } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

export async function BrandLogo({ locale, href = '/' }: { locale: Locale; href?: string }) {
  const t = await getTranslations({ locale, namespace: 'Brand' });
  const brand = getConfig().SITE_BRAND;
  return (
    <Link href={href} className="flex items-center gap-2 rounded-md font-bold text-foreground" aria-label={t('logoLabel', { brand })}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground" aria-hidden>
        <PhoneCall className="size-5" />
      </span>
      <span className="text-lg tracking-tight">{brand}</span>
    </Link>
  );
}
