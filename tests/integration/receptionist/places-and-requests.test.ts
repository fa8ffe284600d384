import { eq } from 'drizzle-orm';
import { appointments, callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import type { OpeningInterval } from '@/lib/extract/types';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { agentWithSite } from './helpers';

// How the local engine understands callers of businesses with several places, contact and area
// questions, polite orders and bookings whose service the caller names in their own words —
// through the real turn function, a knowledge base indexed from small pages written here, and a
// real database. No provider is called (no OpenAI key).

const days = (list: OpeningInterval['day'][], opens: string, closes: string): OpeningInterval[] =>
  list.map((day) => ({ day, opens, closes }));
const MON_FRI = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

// Tuesday 10 March 2026, 10:00 in Paris / 09:00 in London.
const NOW = new Date('2026-03-10T09:00:00Z');

async function converse(agentId: string, messages: string[]) {
  let sessionId: string | undefined;
  const replies: string[] = [];
  for (const message of messages) {
    const r = await handleChatTurn({ agentId, sessionId, message, now: NOW });
    sessionId = r.sessionId;
    replies.push(r.reply);
  }
  return { replies, sessionId: sessionId! };
}

// A firm with three offices, each under its own heading with its street, phone and hours.
const OFFICES = `<h1>Cabinet Lemoine, géomètres</h1>
  <h2>Nos bureaux</h2>
  <h3>Bureau de Montbrison</h3><p>4 rue des Tanneurs, 42600 Montbrison</p><p>Tél. : 04 77 58 10 20</p><p>Accueil du lundi au vendredi de 8h30 à 12h00 et de 13h30 à 17h30</p>
  <h3>Bureau de Feurs</h3><p>18 boulevard Carnot, 42110 Feurs</p><p>Tél. : 04 77 26 31 40</p><p>Accueil du lundi au mercredi de 9h00 à 12h00</p>
  <h3>Bureau de Boën</h3><p>2 place de l’Église, 42130 Boën-sur-Lignon</p><p>Tél. : 04 77 24 05 50</p><p>Accueil le jeudi et le vendredi de 14h00 à 18h00</p>`;

describe.each(testDatabases())('places, contacts and requests on %s', (kind) => {
  const t = useTestDb(kind);
  beforeAll(() => {
    process.env.OPENAI_API_KEY = '';
  });

  const offices = () =>
    agentWithSite(
      t.db,
      {
        name: 'Cabinet Lemoine',
        businessType: 'Géomètre',
        language: 'fr',
        phone: '+33477581020',
        info: {
          address: {
            street: '4 rue des Tanneurs',
            postalCode: '42600',
            city: 'Montbrison',
            country: 'FR',
            formatted: '4 rue des Tanneurs, 42600 Montbrison',
          },
          phones: [{ e164: '+33477581020', display: '04 77 58 10 20' }],
          hours: days([...MON_FRI], '08:30', '12:00'),
        },
      },
      OFFICES,
    );

  it('gives the street, the phone and the hours of the office the caller names', async () => {
    const id = await offices();
    const street = await converse(id, ['Et votre bureau de Feurs, il se trouve où ?']);
    expect(street.replies[0]).toContain('18 boulevard Carnot');
    const phone = await converse(id, ['Vous auriez le numéro du bureau de Boën ?']);
    expect(phone.replies[0]).toMatch(/04 77 24 05 50/);
    // Feurs takes visitors Monday to Wednesday only: Thursday is closed there, whatever the main office does.
    const thursday = await converse(id, ['Je peux passer au bureau de Feurs jeudi ?']);
    expect(thursday.replies[0]).toMatch(/Feurs/);
    expect(thursday.replies[0]).toMatch(/fermé/);
    expect(thursday.replies[0]).not.toMatch(/rendez-vous|créneau/i);
  });

  it('answers for the main office, naming the others, when the words name every office alike or none', async () => {
    const id = await offices();
    const any = await converse(id, ['Votre bureau, il est où ?']);
    expect(any.replies[0]).toContain('4 rue des Tanneurs');
    // The main office first, the others named briefly.
    expect(any.replies[0]).toMatch(/Bureau de Feurs/);
    expect(any.replies[0]).toMatch(/Bureau de Boën/);
    expect(any.replies[0]).not.toContain('Bureau de Montbrison');
    const phone = await converse(id, ['Quel est votre numéro de téléphone ?']);
    expect(phone.replies[0]).toMatch(/04 77 58 10 20/);
  });

  it('reads the street of a block whose street and town are two lines, for a place named in everyday words', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Chez Paulette', businessType: 'Restaurant', language: 'fr', phone: '+33235000000', info: {} },
      `<h2>Nos adresses</h2><h3>Le Port</h3><p>12 quai de la Marine</p><p>76200 Dieppe</p><h3>Vieille ville</h3><p>5 rue des Cordiers</p><p>76370 Neuville-lès-Dieppe</p>`,
    );
    const { replies } = await converse(id, ['Le resto de la vieille ville, c’est où exactement ?']);
    expect(replies[0]).toContain('5 rue des Cordiers, 76370 Neuville-lès-Dieppe');
    expect(replies[0]).not.toContain('quai de la Marine');
  });

  it('reads the hours from the site’s own lines when the extracted facts have none', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Atelier Vélo Sud', businessType: 'Boutique', language: 'fr', phone: '+33491000000', info: {} },
      '<h2>Quand nous trouver</h2><p>Du mardi au samedi : 9h30 – 18h30</p><p>Dimanche et lundi : fermé</p>',
    );
    const monday = await converse(id, ['Vous êtes ouverts lundi ?']);
    expect(monday.replies[0]).toMatch(/fermé/);
    const saturday = await converse(id, ['Et samedi, vous fermez à quelle heure ?']);
    expect(saturday.replies[0]).toMatch(/18 h 30/);
  });

  it('answers "open in the afternoons?" from the week when no day is named', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Mairie annexe',
        businessType: 'Accueil',
        language: 'fr',
        phone: '+33320000002',
        info: { hours: days([...MON_FRI], '08:30', '12:00') },
      },
      '<p>Accueil du public.</p>',
    );
    const { replies } = await converse(id, ['Vous êtes ouverts l’après-midi ?']);
    expect(replies[0]).toMatch(/pas ouverts l’après-midi/);
    expect(replies[0]).toMatch(/12 h/);
  });

  it('answers a public-holiday question from the site, and never with the weekday’s hours when the site is silent', async () => {
    const info = { hours: days([...MON_FRI], '09:00', '18:00') };
    const says = await agentWithSite(
      t.db,
      { name: 'Librairie Morin', businessType: 'Boutique', language: 'fr', phone: '+33320000000', info },
      '<h2>Infos pratiques</h2><p>La librairie est fermée les jours fériés, sauf le 8 mai.</p>',
    );
    const answered = await converse(says, ['Vous êtes ouverts le 1er mai ?']);
    expect(answered.replies[0]).toMatch(/fermée les jours fériés/);
    const silent = await agentWithSite(
      t.db,
      { name: 'Librairie Roux', businessType: 'Boutique', language: 'fr', phone: '+33320000001', info },
      '<h2>Nos rayons</h2><p>Romans, bandes dessinées, livres jeunesse.</p>',
    );
    const unknown = await converse(silent, ['Vous êtes ouverts le 1er mai ?']);
    expect(unknown.replies[0]).not.toMatch(/ouverts de 9 h/);
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, unknown.sessionId));
    expect(gaps).toHaveLength(1);
  });

  it('gives the e-mail of the department asked for, the extension to ask for, and a channel only when the site lists it', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Harbour View Inn',
        businessType: 'Hotel',
        language: 'en',
        phone: '+441144960000',
        info: { email: 'events@harbourview.example', phones: [{ e164: '+441144960000', display: '0114 496 0000' }] },
      },
      `<h2>Contact us</h2><p>Events and weddings: events@harbourview.example</p><p>Room bookings: stay@harbourview.example</p>
       <p>Front desk 0114 496 0000 ext. 21</p><p>Message us on WhatsApp: 07700 900123</p>`,
    );
    const email = await converse(id, ['Which e-mail do I use for room bookings?']);
    expect(email.replies[0]).toContain('stay@harbourview.example');
    const ext = await converse(id, ['What extension should I ask for when I ring?']);
    expect(ext.replies[0]).toMatch(/21/);
    const whatsapp = await converse(id, ['Can I text you on WhatsApp rather than call?']);
    expect(whatsapp.replies[0]).toMatch(/^Yes/);
    expect(whatsapp.replies[0]).toContain('WhatsApp');
    const telegram = await converse(id, ['Can I reach you on Telegram?']);
    expect(telegram.replies[0]).not.toMatch(/^Yes/);
  });

  it('says yes to an area the site lists, and an honest gap (logged) for a town it does not name', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Swift Couriers', businessType: 'Courier', language: 'en', phone: '+441144960111', info: {} },
      `<h2>Where we deliver</h2><h3>North Yorkshire</h3><p>Harrogate · Ripon · Knaresborough · Thirsk</p><h3>West Yorkshire</h3><p>Leeds · Otley · Ilkley</p>`,
    );
    const yes = await converse(id, ['Hi, do you deliver to Knaresborough?']);
    expect(yes.replies[0]).toMatch(/^Yes/);
    expect(yes.replies[0]).toContain('North Yorkshire');
    const unknown = await converse(id, ['Do you cover Scarborough at all?']);
    expect(unknown.replies[0]).not.toMatch(/^Yes/);
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, unknown.sessionId));
    expect(gaps).toHaveLength(1);
  });

  it('gives the radius the site states when the town is not named on it, and leaves the town for the team to confirm', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Rénov Durand', businessType: 'Artisan', language: 'fr', phone: '+33385000000', info: {} },
      '<h2>Nos interventions</h2><p>Nous intervenons dans un rayon de 25 km autour de Charolles.</p><h2>Atelier</h2><p>Menuiserie sur mesure.</p>',
    );
    const { replies, sessionId } = await converse(id, ['Vous vous déplacez jusqu’à Paray-le-Monial ?']);
    expect(replies[0]).toContain('25 km');
    expect(replies[0]).not.toMatch(/^Oui/);
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, sessionId));
    expect(gaps).toHaveLength(1);
  });

  it('takes a polite "could you set aside…" as an order, keeps the name given with "it’s for…", and passes on what was added', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Mill Lane Bakery',
        businessType: 'Bakery',
        language: 'en',
        phone: '+441144960222',
        info: { hours: days([...MON_FRI, 'saturday'], '07:00', '17:00') },
      },
      '<h2>Breads</h2><p>Seeded rye, white bloomer, spelt loaf.</p>',
    );
    const { replies, sessionId } = await converse(id, [
      'Could you set aside two spelt loaves for Saturday?',
      'It’s for Tom Baker, 07912 345678, I’ll pick them up around nine.',
    ]);
    expect(replies[0]).not.toMatch(/don’t have that information/);
    expect(replies[1]).toContain('Tom Baker');
    const [message] = await t.db.select().from(callerMessages).where(eq(callerMessages.agentId, id));
    expect(message.message).toMatch(/spelt/);
    expect(message.message).toMatch(/around nine/);
    expect(sessionId).toBeTruthy();
  });

  it('books the listed service the site ties to the caller’s own word, without asking for it again', async () => {
    const id = await agentWithSite(
      t.db,
      {
        name: 'Riverside Dental',
        businessType: 'Dental Office',
        language: 'en',
        phone: '+441144960333',
        info: {
          hours: days([...MON_FRI], '09:00', '17:00'),
          services: [{ name: 'Examinations' }, { name: 'Hygiene' }, { name: 'Fillings' }, { name: 'Whitening' }],
        },
      },
      '<h2>Our treatments</h2><p>Hygiene: a scale and polish with our hygienist, no referral needed.</p><p>Fillings in tooth-coloured material.</p>',
    );
    const { replies, sessionId } = await converse(id, [
      'I’d like to book a scale and polish next Thursday at 11, please.',
      'Amy Stone, 07834 567123.',
      'Yes',
    ]);
    expect(replies[0]).not.toMatch(/Which service/);
    expect(replies[1]).toMatch(/Hygiene/);
    expect(replies[1]).toContain('Amy Stone');
    const booked = await t.db.select().from(appointments).where(eq(appointments.sessionId, sessionId));
    expect(booked[0]?.service).toBe('Hygiene');
  });
  it('says the town a site names with its region when it gives no street, and logs the missing address', async () => {
    const id = await agentWithSite(
      t.db,
      { name: 'Maple Run Orchard', businessType: 'Farm shop', language: 'en', phone: '+15025550143', info: { address: null } },
      `<header><p>Maple Run Orchard</p><p>SHELBYVILLE · KENTUCKY</p></header>
       <h2>Pick your own</h2><p>Apples from August, pumpkins in October. We deliver boxes to Frankfort, KY on Fridays.</p>
       <h2>Visit</h2><p>A family orchard in Shelbyville, KY. Text us before you drive out.</p>
       <footer><p>Maple Run Orchard · Shelbyville, KY · (502) 555-0143</p></footer>`,
    );
    const where = await converse(id, ['Whereabouts are you exactly? Is it far from Louisville?']);
    expect(where.replies[0]).toMatch(/Shelbyville, (KY|Kentucky)/);
    expect(where.replies[0]).not.toMatch(/Frankfort/);
    expect(where.replies[0]).toMatch(/street address/);
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, where.sessionId));
    expect(gaps).toHaveLength(1);
  });
});
