import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { methodNotAllowed } from '@/lib/http/route';
import { isOgImageName, OG_SIZE, ogImages } from '@/lib/seo/og-images';

// GET /og/{home,ad}-{fr,en}.png: the social card of each page kind in its language, from the same
// messages the pages render. Built once at build time (static params, no request data) with
// next/og's bundled font: nothing is fetched from the network.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ogImages).map((image) => ({ image }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  if (!isOgImageName(image)) return new Response('Not found', { status: 404 });
  const { locale, kind } = ogImages[image];
  const brand = getConfig().SITE_BRAND;
  let title: string;
  let subtitle: string;
  if (kind === 'ad') {
    const t = await getTranslations({ locale, namespace: 'Ad' });
    title = t('title');
    subtitle = t('subtitle');
  } else {
    const t = await getTranslations({ locale, namespace: 'Hero' });
    title = t('title');
    subtitle = t('subtitle');
  }
  const tagline = (await getTranslations({ locale, namespace: 'Hero' }))('freeStart');

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #312e81 0%, #4338ca 55%, #6366f1 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: 'white',
            color: '#4338ca',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          {brand.slice(0, 1).toUpperCase()}
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{title}</div>
        <div style={{ fontSize: 30, lineHeight: 1.35, opacity: 0.9, maxWidth: 980 }}>{subtitle}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.85 }}>{tagline}</div>
    </div>,
    { ...OG_SIZE },
  );
}

export const POST = methodNotAllowed(['GET']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
