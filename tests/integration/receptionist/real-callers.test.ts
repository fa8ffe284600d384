import { eq } from 'drizzle-orm';
import { appointments, callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import type { OpeningInterval } from '@/lib/extract/types';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { agentWithSite } from './helpers';

// The failures seen when real callers phoned agents built from real small-business sites, one
// test each, through the real turn function, the real knowledge base (passages indexed from a
// small page written here) and a real database. No provider is called (no OpenAI key).

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const weekdays = (opens: string, closes: string): OpeningInterval[] => WEEKDAYS.map((day) => ({ day, opens, closes }));

// Tuesday 10 March 2026, 10:00 in Paris / 09:00 in London.
const NOW = new Date('2026-03-10T09:00:00Z');

async function converse(agentId: string, messages: string[]) {
  let sessionId: string | undefined;
  const out: { reply: string; actions: string[] }[] = [];
  for (const message of messages) {
    const r = await handleChatTurn({ agentId, sessionId, message, now: NOW });
    sessionId = r.sessionId;
    out.push({ reply: r.reply, actions: r.actions.map((x) => x.type) });
  }
  return { turns: out, sessionId: sessionId! };
}

describe.each(testDatabases())('real callers on %s', (kind) => {
  const t = useTestDb(kind);
  beforeAll(() => {
    process.env.OPENAI_API_KEY = '';
  });

  it('answers in the site’s own words what the price list offers and where to park, asked in everyday words', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Salon Élise',
        businessType: 'Salon de coiffure',
        language: 'fr',
        phone: '+33240470299',
        info: { hours: weekdays('09:00', '19:00') },
      },
      `<h1>Salon Élise</h1><h2>Tarifs</h2><h3>Hommes</h3><ul><li>Coupe et coiffage · 24 €</li></ul><h3>Femmes</h3><ul><li>Coupe longue · 38 €</li><li>Coloration · 45 €</li></ul>
       <h2>Accès</h2><p>Stationnement gratuit sur la place du Marché, à 50 mètres du salon.</p>`,
    );
    const { turns } = await converse(id, ['C’est combien une coupe pour un homme ?']);
    expect(turns[0].reply).toContain('24 €');
    const park = await converse(id, ['Il y a de quoi se garer pas loin ?']);
    expect(park.turns[0].reply).toContain('Stationnement gratuit');
    expect(park.turns[0].reply).not.toMatch(/pas cette information/);
  });

  it('answers "do you do X?" from the priced lines when the services are only the menu’s categories', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Barber Joe',
        businessType: 'Barber',
        language: 'en',
        phone: '+441457855600',
        info: {
          hours: weekdays('09:00', '18:00'),
          services: [{ name: 'Haircuts' }, { name: 'Shaves' }],
          priced: [
            { name: 'Skin fade', price: '£18' },
            { name: 'Beard trim', price: '£10' },
            { name: 'Hot towel shave', price: '£20' },
          ],
        },
      },
      '<h1>Barber Joe</h1><p>Walk-ins welcome.</p>',
    );
    const { turns } = await converse(id, ['Do you do beard trims?']);
    expect(turns[0].reply).toMatch(/Yes/);
    expect(turns[0].reply).toContain('Beard trim');
    const other = await converse(id, ['Do you do eyelash extensions?']);
    expect(other.turns[0].reply).not.toMatch(/^Yes/);
  });

  it('does not transfer as an emergency a question about what the practice treats; a described emergency transfers', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Cabinet Roghi',
        businessType: 'Clinique',
        language: 'fr',
        phone: '+33646752530',
        info: { hours: weekdays('09:00', '19:00') },
      },
      `<h2>Quand consulter ?</h2><p>Mal de dos, torticolis, migraines, troubles digestifs.</p><h2>Urgences</h2><p>Consultations le dimanche en urgence.</p>`,
    );
    const asked = await converse(id, ['Quels problèmes vous traitez ? Vous prenez les urgences ?']);
    expect(asked.turns[0].actions).not.toContain('transfer');
    expect(asked.turns[0].reply).not.toMatch(/transf[eè]re/i);
    const told = await converse(id, ['C’est urgent, je me suis bloqué le dos et je ne peux plus bouger']);
    expect(told.turns[0].actions).toContain('transfer');
  });

  it('answers a delivery question that mentions a day as a delivery question, not with appointment slots', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Dragon Flowers',
        businessType: 'Florist',
        language: 'en',
        phone: '+441457855655',
        info: { hours: [...weekdays('09:00', '17:00'), { day: 'saturday', opens: '09:00', closes: '16:00' }] },
      },
      `<h2>Delivery</h2><p>We deliver to Glossop, Hadfield and Charlesworth, Monday to Saturday.</p><h2>Wedding flowers</h2><p>Bouquets and buttonholes made to order.</p>`,
    );
    const { turns, sessionId } = await converse(id, ['Do you deliver to Hadfield? It’s for Saturday.']);
    expect(turns[0].reply).toContain('We deliver to Glossop, Hadfield');
    expect(turns[0].reply).not.toMatch(/what time|I can offer|slot/i);
    expect(await t.db.select().from(appointments).where(eq(appointments.sessionId, sessionId))).toHaveLength(0);
  });

  it('says "yes" only when a passage says so: an event on the page does not make electric bikes for sale', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Ride On Bikes', businessType: 'Shop', language: 'en', phone: '+441234567890', info: {} },
      `<h2>Events</h2><p>Sunday social bike ride, every first Sunday of the month.</p><h2>Workshop</h2><p>Bike servicing and puncture repairs while you wait.</p>`,
    );
    const { turns, sessionId } = await converse(id, ['Do you sell electric bikes?']);
    expect(turns[0].reply).not.toMatch(/^yes/i);
    expect(turns[0].reply).toMatch(/don’t have that information/);
    expect(await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, sessionId))).toHaveLength(1);
    const repair = await converse(id, ['Can you fix a puncture?']);
    expect(repair.turns[0].reply).toContain('puncture repairs');
  });

  it('answers a French caller in French on a French agent, and a short "ok" does not switch an English call', async () => {
    const fr = await agentWithSite(
      t.db,
      { name: 'Gîte Porte D', businessType: 'Hôtel', language: 'fr', phone: '+33612345678', info: {} },
      `<h2>Sans animaux</h2><p>Les animaux de compagnie ne peuvent malheureusement pas être accueillis dans le gîte.</p>`,
    );
    const dog = await converse(fr, ['On peut venir avec notre chien ?']);
    expect(dog.turns[0].reply).toContain('ne peuvent malheureusement pas');
    expect(dog.turns[0].reply).not.toMatch(/^Yes|Anything else/);
    const en = await agentWithSite(
      t.db,
      { name: 'Hill Farm', businessType: 'Shop', language: 'en', phone: '+441234567891', info: {} },
      '<p>Free-range eggs.</p>',
    );
    const short = await converse(en, ['Do you have free-range eggs?', 'ok', 'merci']);
    expect(short.turns[1].reply).toMatch(/Anything else|All right/);
    expect(short.turns[2].reply).not.toMatch(/Autre chose|Très bien/);
  });

  it('books "a cleaning" from one sentence with day, time, name and number, asking nothing twice; a closed day is refused first with open slots', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Hadleigh Dental',
        businessType: 'Dental Office',
        language: 'en',
        phone: '+441702555010',
        info: {
          hours: weekdays('09:00', '17:00'),
          services: [
            { name: 'Check-ups and cleanings', price: '£60' },
            { name: 'Teeth whitening', price: '£250' },
          ],
        },
      },
      '<p>Family dentistry in Hadleigh.</p>',
    );
    const { turns, sessionId } = await converse(id, ['I’d like to book a cleaning next Tuesday at 10, I’m Ann Lee, 07700 900123', 'yes']);
    expect(turns[0].reply).toMatch(/Check-ups and cleanings/);
    expect(turns[0].reply).not.toMatch(/which service|what name|phone number/i);
    expect(turns[1].actions).toContain('appointment_booked');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.sessionId, sessionId));
    expect(row).toMatchObject({ service: 'Check-ups and cleanings', callerName: 'Ann Lee' });

    const saturday = await converse(id, ['Can I get a check-up and cleaning on Saturday at 10?']);
    expect(saturday.turns[0].reply).toMatch(/closed/i);
    expect(saturday.turns[0].reply).toMatch(/nearest free slot is on Monday, March 16/);
    expect(saturday.turns[0].reply).not.toMatch(/which service/i);
  });

  it('answers a wish asked as a question about what the business does instead of starting a booking; a restaurant without hours takes an evening table', async () => {
    const firm = await agentWithSite(
      t.db,
      {
        name: 'Cabinet Martin',
        businessType: 'Avocat',
        language: 'fr',
        phone: '+33145678902',
        info: { services: [{ name: 'Divorce et séparation' }] },
      },
      '<h2>Droit de la famille</h2><p>Nous accompagnons nos clients dans leur divorce et leur séparation.</p>',
    );
    const wish = await converse(firm, ['Je voudrais divorcer, est-ce que vous vous occupez de ce genre de choses ?']);
    expect(wish.turns[0].reply).not.toMatch(/quel jour|quelle heure/i);
    const later = await converse(firm, ['Je voudrais divorcer ? Mon mari est d’accord.']);
    expect(later.turns[0].reply).not.toMatch(/quel jour|quelle heure/i);
    // No price on the list or the site: the list's names do not answer "combien ?".
    const lawyer = await agentWithSite(
      t.db,
      {
        name: 'Durand Law',
        businessType: 'Law firm',
        language: 'en',
        phone: '+12125550123',
        info: { services: ['Divorce', 'Probate', 'Leases', 'Employment law', 'Contracts'].map((name) => ({ name })) },
      },
      '<h2>The firm</h2><p>A law firm that listens.</p>',
    );
    const fee = await converse(lawyer, ['How much do you charge?']);
    expect(fee.turns[0].reply).not.toMatch(/Probate/);
    expect(fee.turns[0].reply).toMatch(/price|information/i);
    const pub = await agentWithSite(
      t.db,
      { name: 'The Plough', businessType: 'Pub', language: 'en', phone: '+441234567892', info: {} },
      '<p>Home-cooked food every day.</p>',
    );
    const table = await converse(pub, ['Can I book a table for four on Saturday at seven in the evening?']);
    expect(table.turns[0].reply).not.toMatch(/opening hours|nearest/i);
  });

  it('reads the site’s street line for a named place, and summarizes a long price list instead of reading it', async () => {
    const items = Array.from({ length: 12 }, (_, i) => `<li>Soin ${i + 1} · ${20 + i} €</li>`).join('');
    const id = await agentWithSite(
      t.db,
      {
        name: 'Cabinet Morvan',
        businessType: 'Cabinet dentaire',
        language: 'fr',
        phone: '+33145678901',
        info: {
          address: { formatted: 'Cabinet Morvan — cabinet dentaire à Vincennes', city: 'Vincennes' },
          services: Array.from({ length: 12 }, (_, i) => ({ name: `Soin ${i + 1}`, price: `${20 + i} €` })),
        },
      },
      `<h2>Nous trouver</h2><p>12 rue de Fontenay, 94300 Vincennes</p><h2>Honoraires</h2><ul>${items}</ul>`,
    );
    const where = await converse(id, ['Vous êtes où exactement ?']);
    expect(where.turns[0].reply).toContain('12 rue de Fontenay');
    const list = await converse(id, ['Quels sont vos tarifs ?']);
    expect(list.turns[0].reply).toMatch(/12 prestations/);
    expect(list.turns[0].reply.split(/\s+/).length).toBeLessThanOrEqual(25);
    expect(list.turns[0].reply).not.toContain('Soin 12');
  });

  it('takes a hotel stay and a shop order as a message for the team, never as an appointment', async () => {
    const hotel = await agentWithSite(
      t.db,
      { name: 'Ayra Hotel', businessType: 'Hotel', language: 'en', phone: '+918045678901', timezone: 'Asia/Kolkata', info: {} },
      '<p>Boutique hotel.</p>',
    );
    const stay = await converse(hotel, ['I’d like to book a room for two people from April 18 to 20', 'Priya Sharma', '+91 98450 12345']);
    expect(stay.turns[0].reply).not.toMatch(/which service|what time|appointment/i);
    expect(stay.turns[2].actions).toContain('message_taken');
    const [msg] = await t.db.select().from(callerMessages).where(eq(callerMessages.sessionId, stay.sessionId));
    expect(msg.message).toMatch(/^Stay request: .*April 18/);

    const shop = await agentWithSite(
      t.db,
      { name: 'Maison Marguery', businessType: 'Boutique', language: 'fr', phone: '+33233500000', info: {} },
      '<p>Boucherie charcuterie.</p>',
    );
    const order = await converse(shop, ['Je voudrais commander des brochettes pour samedi', 'Dupuis', '06 45 12 78 90']);
    expect(order.turns[0].reply).not.toMatch(/rendez-vous|prestation/i);
    expect(order.turns[2].actions).toContain('message_taken');
    const [o] = await t.db.select().from(callerMessages).where(eq(callerMessages.sessionId, order.sessionId));
    expect(o.message).toMatch(/^Commande\s: .*brochettes/);
  });
});
