import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';

/**
 * Structured data block. A data block is not script execution, so the page CSP does not apply to
 * it (and lib/security/inline-script-hashes.ts does not hash it).
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
