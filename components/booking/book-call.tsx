import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { BookCallButton } from './book-call-button';

/**
 * "Book a Free Call" / "Book Now": the Cal.com widget when CAL_LINK is configured, otherwise the
 * lead form (a widget that cannot load is worse than a form that works).
 */
export async function BookCall({
  locale,
  label,
  variant = 'default',
  className,
}: {
  locale: Locale;
  label: string;
  variant?: 'default' | 'outline' | 'secondary' | 'accent';
  className?: string;
}) {
  const calLink = getConfig().CAL_LINK;
  if (!calLink) {
    return (
      <Link href={`/lead-form?lang=${locale}`} className={buttonVariants({ size: 'lg', variant, className })}>
        {label}
      </Link>
    );
  }
  const t = await getTranslations({ locale, namespace: 'Ad' });
  return (
    <BookCallButton
      calLink={calLink}
      label={label}
      variant={variant}
      className={className}
      labels={{ loading: t('bookingLoading'), fallback: t('bookingFallback'), link: t('bookingLink') }}
    />
  );
}
