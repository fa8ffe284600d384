import iconv from 'iconv-lite';
import { html, type FixtureRoute } from '@/tests/helpers/fixture-server';

// Small realistic sites for the scraper's integration tests.

const nav = `
<nav>
  <a href="/">Accueil</a>
  <a href="/blog">Blog</a>
  <a href="/galerie">Galerie photos</a>
  <a href="/nous-contacter">Nous contacter</a>
  <a href="/horaires">Horaires d’ouverture</a>
  <a href="/a-propos">À propos</a>
  <a href="/tarifs">Nos tarifs</a>
  <a href="/mentions-legales">Mentions légales</a>
  <a href="/plaquette.pdf">Plaquette (PDF)</a>
  <a href="mailto:contact@salon-ines.fr">contact@salon-ines.fr</a>
  <a href="tel:+33140000000">01 40 00 00 00</a>
  <a href="https://www.instagram.com/salon.ines/">Instagram</a>
</nav>`;

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${nav}<main>${body}</main></body></html>`;

/**
 * Proof that the extra pages are fetched in parallel without timing: each fact page waits until all
 * four have been requested (or `timeoutMs`), so sequential fetching would only ever release them by
 * the timeout. `releasedTogether` tells which happened.
 */
export function parallelBarrier(expected: number, timeoutMs = 3_000) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((r) => (release = r));
  const state = { releasedTogether: false };
  const wait = async () => {
    arrived++;
    if (arrived === expected) {
      state.releasedTogether = true;
      release();
    }
    await Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs))]);
  };
  return { wait, state };
}

/** A French hair salon: home + contact, hours, about, prices (+ pages that must not be fetched). */
export function salonSite(barrier?: { wait: () => Promise<void> }): Record<string, FixtureRoute> {
  const fact = (r: ReturnType<typeof html>): FixtureRoute =>
    barrier
      ? async (_req, res) => {
          await barrier.wait();
          res.writeHead(200, r.headers);
          res.end(r.body);
        }
      : r;
  return {
    '/': html(
      page(
        'Salon Inès – Coiffure à Paris',
        `<h1>Salon Inès</h1><p>Coiffure femmes, hommes et enfants.</p>
         <script>document.write('tracker')</script><style>.x{}</style><!-- secret comment -->
         <iframe src="https://maps.example/embed"></iframe>`,
        `<meta name="description" content="Salon de coiffure au cœur de Paris">
         <meta property="og:title" content="Salon Inès">
         <script type="application/ld+json">{"@context":"https://schema.org","@type":"HairSalon","name":"Salon Inès","telephone":"+33 1 40 00 00 00"}</script>
         <script src="/analytics.js"></script>`,
      ),
    ),
    '/nous-contacter': fact(html(page('Contact – Salon Inès', '<h1>Contact</h1><p>12 rue de la Paix, 75002 Paris</p>'))),
    '/horaires': fact(
      html(page('Horaires – Salon Inès', '<h1>Horaires</h1><p>Du mardi au samedi de 9h à 19h. Fermé le dimanche et le lundi.</p>')),
    ),
    '/a-propos': fact(html(page('À propos – Salon Inès', '<h1>Qui sommes-nous ?</h1><p>Depuis 2009.</p>'))),
    '/tarifs': fact(html(page('Tarifs – Salon Inès', '<h1>Tarifs</h1><ul><li>Coupe femme : 45 €</li><li>Coupe homme : 25 €</li></ul>'))),
    '/blog': html(page('Blog', '<p>Actualités</p>')),
    '/galerie': html(page('Galerie', '<p>Photos</p>')),
    '/mentions-legales': html(page('Mentions légales', '<p>SIRET</p>')),
  };
}

/** The same French text encoded as windows-1252, declared by <meta> only or by the header only. */
export const FRENCH_TEXT = 'Boulangerie Éclair — fermé le dimanche. Baguette : 1,20 €. L’équipe vous accueille à Orléans.';

export function windows1252Page(declare: 'meta' | 'header' | 'none'): FixtureRoute {
  const meta = declare === 'meta' ? '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">' : '';
  const doc = `<!DOCTYPE html><html lang="fr"><head>${meta}<title>Boulangerie Éclair</title></head><body><p>${FRENCH_TEXT}</p></body></html>`;
  return {
    headers: { 'content-type': declare === 'header' ? 'text/html; charset=ISO-8859-1' : 'text/html' },
    body: iconv.encode(doc, 'windows-1252'),
  };
}
