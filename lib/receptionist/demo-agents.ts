import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { buildReceptionistPrompt } from '@/lib/agent/prompt';
import { getConfig } from '@/lib/config';
import { emptyExtractedInfo, type AgentSettings, type ExtractedInfo, type OpeningInterval } from '@/lib/extract/types';

// The two built-in agents the landing, ad and savings demos talk to. They represent our own
// service (brand from SITE_BRAND), answer from the SPEC §9 facts, and book a free 30-minute
// discovery call (Monday–Friday 9:00–18:00, Paris). Fixed ids so pages can reference them.

export const DEMO_AGENT_IDS = {
  fr: '00000000-0000-4000-8000-00000000f001',
  en: '00000000-0000-4000-8000-00000000e001',
} as const;

export function isDemoAgentId(id: string): boolean {
  return id === DEMO_AGENT_IDS.fr || id === DEMO_AGENT_IDS.en;
}

const WEEKDAYS_9_18: OpeningInterval[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  opens: '09:00',
  closes: '18:00',
}));

function demoAgentInfo(lang: 'fr' | 'en', brand: string, email: string): ExtractedInfo {
  if (lang === 'fr') {
    return emptyExtractedInfo({
      businessName: brand,
      businessType: 'Réceptionniste IA',
      summary:
        `${brand} est un réceptionniste téléphonique à intelligence artificielle pour les petites entreprises : il répond à vos appels 24 h/24 et 7 j/7, prend les rendez-vous, capture les prospects et récupère les appels manqués. ` +
        'Le démarrage est gratuit et sans engagement ; les forfaits payants commencent à 49 € par mois. ' +
        'Il parle français et anglais ; l’arabe et l’espagnol arrivent bientôt. Le service est conforme au RGPD.',
      email,
      hours: WEEKDAYS_9_18,
      services: [
        {
          name: 'Appel découverte',
          price: 'gratuit, 30 minutes',
          description: 'Un appel de 30 minutes avec notre équipe pour découvrir le service et configurer votre agent.',
        },
      ],
      faq: [
        {
          q: 'Est-ce gratuit ? Y a-t-il un essai gratuit ?',
          a: `Oui : vous démarrez gratuitement, sans engagement. Les forfaits payants commencent à 49 € par mois.`,
        },
        {
          q: `Combien coûte ${brand} ? Quels sont vos prix, tarifs, forfaits, abonnements ?`,
          a: 'Le démarrage est gratuit et sans engagement ; ensuite, les forfaits commencent à 49 € par mois.',
        },
        {
          q: 'Y a-t-il un engagement ? Puis-je résilier ?',
          a: 'Aucun engagement : vous démarrez gratuitement et pouvez arrêter quand vous voulez. Les forfaits commencent à 49 € par mois.',
        },
        {
          q: 'Quelles langues parlez-vous ? Parlez-vous anglais, arabe, espagnol ?',
          a: 'Le réceptionniste parle français et anglais ; l’arabe et l’espagnol arrivent bientôt.',
        },
        {
          q: 'Êtes-vous conformes au RGPD ? Mes données et celles de mes clients sont-elles protégées ?',
          a: `Oui, ${brand} est conforme au RGPD : les données de vos appels sont protégées et ne servent qu’à votre service.`,
        },
        {
          q: 'Comment ça marche ? Comment fonctionne le service ? Quelles sont les étapes ?',
          a: 'En 3 étapes : 1. ajoutez les informations de votre entreprise (site web et documents clés) ; 2. l’IA apprend automatiquement et entraîne votre agent vocal personnalisé ; 3. testez-le en direct en quelques minutes.',
        },
        {
          q: `Que fait ${brand} ? Quelles fonctionnalités ? Que peut faire le réceptionniste ?`,
          a: 'Il répond à vos appels 24 h/24 et 7 j/7, renseigne vos clients, prend les rendez-vous, capture les prospects et récupère les appels manqués.',
        },
        {
          q: 'Combien de temps faut-il pour la mise en place ? Installation rapide ?',
          a: 'Quelques minutes : ajoutez les informations de votre entreprise, l’IA apprend automatiquement, et vous testez votre agent en direct.',
        },
        {
          q: 'Répondez-vous la nuit et le week-end ? Appels manqués ?',
          a: 'Oui, le réceptionniste répond 24 h/24 et 7 j/7, y compris la nuit et le week-end : plus aucun appel manqué.',
        },
        { q: 'Comment vous contacter ? Contact e-mail', a: `Écrivez-nous à ${email}, ou réservez un appel découverte gratuit avec moi.` },
        {
          q: 'Comment essayer ? Comment commencer ? Créer mon agent, tester, essai',
          a: 'Créez votre agent gratuitement sur notre site (« Créer mon agent gratuit ») : donnez le nom, le type et le site web de votre entreprise, et testez-le en direct en quelques minutes. Je peux aussi vous réserver un appel découverte.',
        },
        {
          q: 'Pour quels métiers, quelles entreprises ? Restaurants, salons de coiffure, cliniques, garages, cabinets dentaires, boutiques, hôtels',
          a: `${brand} convient à toutes les petites entreprises qui reçoivent des appels : restaurants, salons de coiffure, fleuristes, cliniques, garages, cabinets dentaires, boutiques, hôtels…`,
        },
      ],
    });
  }
  return emptyExtractedInfo({
    businessName: brand,
    businessType: 'AI receptionist',
    summary:
      `${brand} is an AI phone receptionist for small businesses: it answers your calls 24/7, books appointments, captures leads and recovers missed calls. ` +
      'Getting started is free with zero commitment; paid plans start at €49/month. ' +
      'It speaks French and English; Arabic and Spanish are coming soon. The service is GDPR-compliant.',
    email,
    hours: WEEKDAYS_9_18,
    services: [
      {
        name: 'Discovery call',
        price: 'free, 30 minutes',
        description: 'A 30-minute call with our team to discover the service and set up your agent.',
      },
    ],
    faq: [
      { q: 'Is it free? Is there a free trial?', a: 'Yes: you start for free, with zero commitment. Paid plans start at €49/month.' },
      {
        q: `How much does ${brand} cost? What are your prices, pricing, plans, subscription?`,
        a: 'Getting started is free with zero commitment; after that, plans start at €49/month.',
      },
      {
        q: 'Is there a commitment or contract? Can I cancel anytime?',
        a: 'No commitment: you start for free and can stop whenever you like. Plans start at €49/month.',
      },
      {
        q: 'Which languages do you speak? Do you speak French, Arabic, Spanish?',
        a: 'The receptionist speaks French and English; Arabic and Spanish are coming soon.',
      },
      {
        q: 'Are you GDPR compliant? Is my data and my customers’ data protected? Privacy?',
        a: `Yes, ${brand} is GDPR-compliant: your call data is protected and only used for your service.`,
      },
      {
        q: 'How does it work? What are the steps? How do I get started?',
        a: 'In 3 steps: 1. add your business info (website and key documents); 2. the AI learns automatically and trains your personalised voice agent; 3. test it live within minutes.',
      },
      {
        q: `What does ${brand} do? What features? What can the receptionist do?`,
        a: 'It answers your calls 24/7, informs your customers, books appointments, captures leads and recovers missed calls.',
      },
      {
        q: 'How long does setup take? Is it quick to set up?',
        a: 'A few minutes: add your business info, the AI learns automatically, and you test your agent live.',
      },
      {
        q: 'Do you answer at night and on weekends? Missed calls?',
        a: 'Yes, the receptionist answers 24/7, nights and weekends included: no more missed calls.',
      },
      { q: 'How can I contact you? Contact email', a: `Write to us at ${email}, or book a free discovery call with me.` },
      {
        q: 'How can I try it? How do I start, create my agent, test it, trial?',
        a: 'Create your agent for free on our website (“Create My Free Agent”): give your business name, type and website, and test it live within minutes. I can also book you a discovery call.',
      },
      {
        q: 'Which businesses is it for? Restaurants, hair salons, clinics, garages, dental offices, shops, hotels',
        a: `${brand} suits every small business that takes calls: restaurants, hair salons, florists, clinics, auto garages, dental offices, shops, hotels…`,
      },
    ],
  });
}

function demoRow(lang: 'fr' | 'en') {
  const { SITE_BRAND: brand, CONTACT_EMAIL: email } = getConfig();
  const extractedInfo = demoAgentInfo(lang, brand, email);
  const settings: AgentSettings = {
    language: lang,
    tone: lang === 'fr' ? 'Chaleureux et professionnel' : 'Warm and professional',
    maxCallDuration: 5,
  };
  const base = {
    name: brand,
    phone: '',
    businessType: extractedInfo.businessType,
    website: null,
    timezone: 'Europe/Paris',
    extractedInfo,
    settings,
  };
  return { id: DEMO_AGENT_IDS[lang], ...base, language: lang, prompt: buildReceptionistPrompt(base) };
}

const globalForDemo = globalThis as unknown as { __receptioDemoAgents?: Promise<void>; __receptioDemoDb?: unknown };

/** Creates (or refreshes) the two demo agents; idempotent, done once per process and database. */
export function ensureDemoAgents(): Promise<void> {
  const run = async () => {
    const db = await getDb();
    if (globalForDemo.__receptioDemoDb === db && globalForDemo.__receptioDemoAgents) return globalForDemo.__receptioDemoAgents;
    const p = (async () => {
      for (const lang of ['fr', 'en'] as const) {
        const row = demoRow(lang);
        await db
          .insert(agents)
          .values(row)
          .onConflictDoUpdate({
            target: agents.id,
            set: {
              name: row.name,
              extractedInfo: row.extractedInfo,
              prompt: row.prompt,
              settings: row.settings,
              businessType: row.businessType,
              updatedAt: sql`now()`,
            },
          });
      }
    })();
    globalForDemo.__receptioDemoDb = db;
    globalForDemo.__receptioDemoAgents = p.catch((err) => {
      globalForDemo.__receptioDemoAgents = undefined;
      throw err;
    });
    return globalForDemo.__receptioDemoAgents;
  };
  return run();
}
