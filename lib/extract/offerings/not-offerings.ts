import { foldWords } from '@/lib/text/fold';
import { HOUR, HOUR_MARK, MINUTES, NOON_MIDNIGHT } from '@/lib/text/times';
import { ALL_WEEKDAY_NAMES, WEEKDAY_ABBREVIATIONS } from '@/lib/text/weekdays';
import { claimsQuality, namesPagePart } from './page-parts';

// What is never an offering, whatever the page: the labels of site chrome (navigation to the
// home, contact, about, blog, legal, booking and social pages, language switches, "read more"
// buttons) and the sections that surround offerings without being any (team, values,
// testimonials, how-it-works steps, locations, FAQ). Compared on folded words.

const CHROME_LABEL = new RegExp(
  '^(?:' +
    [
      'accueil',
      'home',
      'home ?page',
      'index',
      'start',
      'contact(?:ez[ -]?(?:nous|moi))?',
      'nous contacter',
      'contact (?:me|us|form|info(?:rmation)?|details|page|moi|nous)',
      'contact (?:and|et|or|ou) .*',
      'me contacter',
      'contact us',
      'get in touch',
      'ecrivez[ -]nous',
      'a propos(?: .*)?',
      'about(?: .*)?',
      'qui sommes[ -]?nous',
      'qui suis[ -]?je',
      'notre histoire',
      'our story',
      'histoire',
      'history',
      '(?:l |notre |our |the )?(?:equipe|team)(?: .*)?',
      'meet .*',
      'presentation',
      'introduction',
      'bienvenue',
      'welcome',
      'blog',
      'actualites?',
      'news',
      'nouveautes',
      'articles?',
      'journal',
      'presse',
      'press',
      'galerie(?: photos?)?',
      'gallery',
      'photos?',
      'videos?',
      'realisations',
      'nos realisations',
      'portfolio',
      'our work',
      'projets?',
      'projects?',
      'temoignages?',
      'testimonials?',
      'avis(?: clients?)?',
      'reviews?',
      'livre d or',
      'guestbook',
      'faq',
      'f a q',
      'questions?(?: .*)?',
      'aide',
      'help',
      'support',
      'mentions legales',
      'legal(?: .*)?',
      'cgv',
      'cgu',
      'conditions(?: .*)?',
      'terms(?: .*)?',
      'politique(?: .*)?',
      'privacy(?: .*)?',
      'cookies? (?:policy|settings|preferences|consent|notice)',
      '(?:gestion|parametres|politique) (?:des |de )?cookies',
      'plan du site',
      'sitemap',
      'rgpd',
      'gdpr',
      'accessibilite',
      'accessibility',
      'tarifs?(?: .*)?',
      'prix',
      'prices?',
      'pricing',
      'price list',
      'honoraires',
      'fees',
      'rates',
      'mutuelles?',
      'horaires(?: .*)?',
      'hours',
      'opening(?: .*)?',
      'heures d ouverture',
      'acces',
      'access',
      'plan(?: d acces)?',
      'nous trouver',
      'find us',
      'locations?',
      'directions',
      'itineraire',
      'venir',
      'how to find us',
      'map',
      'reserv(?:er|ation|ations)(?: .*)?',
      'book(?:ing|ings)?',
      'book (?:now|online|here|today|a .*|an .*|your .*|with .*|in .*)',
      'booking .*',
      'rendez[ -]?vous(?: en ligne)?',
      'prendre rendez[ -]?vous(?: .*)?',
      'rdv',
      'appointments?',
      'make an appointment',
      '(?:book|request|schedule) (?:an )?appointments?',
      // A price stand-in read where a name was expected ("Strass | Sur devis").
      'sur devis',
      '(?:price )?(?:on|upon) (?:request|application)',
      'nous consulter',
      'devis(?: gratuits?)?',
      'demander un devis',
      '(?:get a |free )?quotes?',
      'free (?:estimates?|consultations?|survey(?: .*)?)',
      '(?:premiere )?consultation gratuite',
      'same day appointments?',
      'commander(?: .*)?',
      'commandes? en ligne',
      'online ordering',
      'sur place',
      'order(?: .*)?',
      'acheter',
      'buy(?: now)?',
      'shop',
      'e ?shop',
      'boutique en ligne',
      'online shop',
      'store',
      'panier',
      'cart',
      'basket',
      'checkout',
      'mon compte',
      'my account',
      'account',
      'login',
      'log in',
      'connexion',
      'se connecter',
      'sign (?:in|up)',
      'register',
      'inscription',
      'newsletter',
      'subscribe',
      'recrutement',
      'careers?',
      'jobs?',
      'emplois?',
      'nous rejoindre',
      'join us',
      'partenaires?',
      'partners?',
      'liens(?: utiles)?',
      'links',
      'menu',
      'la carte',
      'carte',
      'notre carte',
      'our menu',
      'the menu',
      'menus',
      'evenements?',
      'events?',
      'agenda',
      'calendar',
      'calendrier',
      'services',
      'nos services',
      'our services',
      'prestations',
      'nos prestations',
      'produits',
      'nos produits',
      'products',
      'our products',
      'offres',
      'nos offres',
      'soins',
      'nos soins',
      'treatments',
      'domaines(?: .*)?',
      'nos metiers',
      'metiers',
      'expertises?',
      'competences',
      'specialites',
      'nos specialites',
      'zone d intervention',
      'zones? d intervention',
      'service areas?(?: .*)?',
      'areas?(?: we)? (?:cover(?:ed)?|served)',
      'secteur(?: .*)?',
      'formations?',
      'parcours',
      'diplomes',
      'mon approche',
      'notre approche',
      'our approach',
      'philosophie',
      'philosophy',
      'valeurs',
      'values',
      'engagements?',
      'l etude(?: .*)?',
      'le cabinet',
      'le salon',
      'la boutique',
      'le restaurant',
      'l hotel',
      'la maison',
      'l atelier',
      'le magasin',
      'the shop',
      'the salon',
      'the clinic',
      'the practice',
      'nos bureaux',
      'bureaux',
      'offices?',
      'nos boutiques',
      'nos restaurants',
      'infos?(?: .*)?',
      // "Lesson information", "Nos conseils": pages about the offer, not offers.
      '.* (?:infos?|informations?|tips|conseils|faqs?|guides?|resources)',
      // Reading matter about the trade, not something sold.
      'guides?',
      'resources',
      'ressources',
      'glossary',
      'lexique',
      'informations?(?: .*)?',
      'practical information',
      'download(?: .*)?',
      'telecharg.*',
      'facebook',
      'instagram',
      'twitter',
      'x',
      'linkedin',
      'youtube',
      'tiktok',
      'pinterest',
      'whatsapp',
      'design',
      'webdesign',
      'credits',
      'realise par .*',
      'site (?:realise|developpe|cree) par .*',
      'powered by .*',
      'approche',
      'projet',
      'accueil current',
      'home current',
      // The page for newcomers ("New patients welcome", "New patient forms"), not a "new patient
      // examination".
      'new patients?(?: (?:welcome|info(?:rmation)?|forms?|page|registration|area|offers?|special))?',
      'new (?:clients?|customers?)(?: .*)?',
      // A community shop's or a charity's pages about helping it, not what it sells.
      'volunteer(?:s|ing)?(?: .*)?',
      '(?:devenir )?benevol.*',
      'get involved',
      'donate',
      'faire un don',
      'support us',
      'nous soutenir',
      'soutenez[ -]nous',
      // "In store" / "En magasin" titles the offer, it is none.
      'in ?store',
      'en (?:magasin|boutique)',
      'au magasin',
      'nouveaux? clients?',
      // Pages for the parents of a nursery's or a school's children.
      'parents?(?: (?:info(?:rmation)?s?|area|zone|corner|guide|handbook))?',
      'espace parents?',
      // The offer named in general, as a menu entry: the entries under it are the offerings.
      '(?:nos |our )?(?:interventions|solutions)',
      'what we do',
      'ce que nous faisons',
      'nouveaux? patients?',
      'request (?:an )?appointment',
      'practice areas?',
      '.* bio',
      'bio',
      'biography',
      'membership',
      'memberships',
      'schedules?',
      'timetable',
      'planning',
      'all (?:services|treatments|products)',
      'tous (?:nos|les) .*',
      'main (?:navigation|content|page)',
      'success stories',
      'prices? (?:&|and) .*',
      'finance(?: options)?',
      '\\d+ finance.*',
      'open details',
      'details',
      'detail',
      '.* pages?',
      // "Menu enfant", "Menu du jour" are offerings; the menu widget's own words are not.
      'menu (?:principal|main|toggle|navigation|nav|open|close|ouvrir|fermer|mobile)',
      '.* e ?mails?',
      'e ?mail .*',
      'visit(?: us)?(?: (?:&|and) contact)?',
      'patient info(?:rmation)?',
      'informations? patients?',
      'services? (?:&|and|et) (?:prices|pricing|tarifs)',
      'prestations? (?:and|et) tarifs',
      'prendre (?:un )?rdv',
      'shop online',
      'online store',
      'boutique',
      'english',
      'francais',
      'fran ais',
      'deutsch',
      'espanol',
      'italiano',
      'fr',
      'en',
      'de',
      'es',
      'it',
      'nl',
      'read more',
      'lire la suite',
      'en savoir plus',
      'learn more',
      'voir plus',
      'see more',
      'more',
      'plus',
      'voir (?:tout|tous|toutes|la selection).*',
      'view (?:all|more).*',
      'decouvrir(?: .*)?',
      'discover(?: .*)?',
      'suivant',
      'next',
      'precedent',
      'previous',
      'prev',
      'retour(?: (?:a|au|aux|en) .*)?',
      'back(?: to .*)?',
      'top',
      'haut de page',
      'fermer',
      'close',
      'ouvrir',
      'open',
      'toggle(?: .*)?',
      'skip to .*',
      'aller au contenu',
      'search',
      'recherche(?:r)?',
      'appel(?:er|ez)(?: .*)?',
      'call(?: us| now)?',
      'telephone',
      'phone',
      'e ?mail',
      'mail',
      'adresse',
      'address',
      'itineraire',
    ].join('|') +
    ')$',
);

// First words that make a label a section title or a sentence rather than the name of something
// sold: "Nos métiers", "Mon approche", "Votre projet", "Why choose us".
const SECTION_START =
  /^(?:why|pourquoi|comment|how|qui|who|what|quand|when|ou|where|les? plus|ce que|ce qu|bienvenue|welcome|des|pour|sans|avec|with|without)\b/;
// "Nos desserts individuels" names desserts; "Nos métiers" names nothing once the possessive and
// article are set aside.
const LEADING_WORDS = /^(?:(?:nos|notre|mes|mon|ma|votre|vos|our|my|your|le|la|les|l|the)\s+)+/;

// Amenities and qualities of the place: a caller may ask, but they are not what the business sells.
const AMENITY =
  /^(?:terrasses?|terrace|patio|wi ?fi(?: gratuit| free)?|free wi ?fi|parking(?: gratuit| prive| free)?|free parking|car park|animaux(?: (?:domestiques|de compagnie))?(?: (?:acceptes|admis|bienvenus|autorises|interdits|non admis))?|pets?(?: (?:welcome|friendly|allowed|accepted|not allowed))?|dogs? (?:welcome|friendly|allowed)|dog friendly|acces (?:pmr|handicapes?)|pmr|wheelchair (?:access|accessible)|accessible .*|chaises? hautes?|high chairs?|baby changing|toilettes|toilets|paiement .*|payment .*|cb|carte bancaire|tickets? restaurants?|cheques?(?: .*)?|family run|familial)$/;

// A page template's leftovers and stand-ins: "Lorem ipsum", "Service 1", "Your title here", and
// the French words for "thingy" a designer types while laying out ("machin", "truc", "bidule").
const PLACEHOLDER =
  /^(?:lorem(?: .*)?|ipsum|dolor(?: .*)?|machin(?: chose)?|truc(?: \d+)?|bidule|chose|placeholder|(?:sample|example|exemple)(?: (?:text|texte|page|item|title|titre|service|heading))?|test(?: \d+)?|titre(?: \d+| ici)?|title(?: \d+| here)?|heading(?: \d+)?|your (?:title|text|heading|service) here|votre (?:titre|texte|service)(?: ici)?|texte(?: ici)?|(?:service|item|element|produit|product|prestation) \d+)$/;

// A person named with a title ("Dr Anne Roux", "Maître Martin", "Mrs Patel"): a team card, not
// an offering. A label quoted whole is what someone said: a testimonial.
const PERSON =
  /^(?:[Dd]r\.?|[Dd]octeur|[Dd]octor|[Mm]a[iî]tre|Me|M[Rr]\.?|M[Rr][Ss]\.?|M[Ss]\.?|Miss|M[Mm][Ee]\.?|M[Ll][Ll][Ee]\.?|M\.|[Pp]rof\.?|[Pp]rofesseur)\s+\p{Lu}\p{Ll}*(?:[\s-]+\p{Lu}\p{Ll}*)*$/u;
const QUOTED = /^\s*["“«„'‘][^]*["”»'’]\s*$/;

/** True for a label that is site chrome, a section title or a sentence, never an offering. */
const DAY_WORDS = new Set<string>([...ALL_WEEKDAY_NAMES, ...Object.values(WEEKDAY_ABBREVIATIONS).flat()]);
// A folded word of a time slot ("7am", "12:30", "to", "midi"); folding drops MERIDIEM's dots.
const TIME_WORD = new RegExp(String.raw`^(?:${HOUR}(?:${HOUR_MARK}${MINUTES})?(?:am|pm|h)?|am|pm|to|à|a|au|and|et|${NOON_MIDNIGHT})$`);

/** "Mon–Fri 7am–6pm", "Samedi 9h-12h": a time slot (a rate table's row), never an offering. */
export function isTimeSlot(label: string): boolean {
  return timeSlotWords(foldWords(label));
}

/** isTimeSlot on words already folded (the chrome gate folds each label once). */
function timeSlotWords(folded: string): boolean {
  const words = folded.split(' ').filter(Boolean);
  return (
    words.some((w) => DAY_WORDS.has(w)) && words.every((w) => DAY_WORDS.has(w) || DAY_WORDS.has(w.replace(/s$/, '')) || TIME_WORD.test(w))
  );
}

export function isChromeLabel(label: string): boolean {
  if (PERSON.test(label.trim()) || QUOTED.test(label)) return true;
  const f = foldWords(label.replace(/&/g, ' and '));
  if (!f) return true;
  if (timeSlotWords(f)) return true;
  if (CHROME_LABEL.test(f) || CHROME_LABEL.test(f.replace(LEADING_WORDS, ''))) return true;
  if (AMENITY.test(f) || namesPagePart(f) || claimsQuality(f)) return true;
  if (PLACEHOLDER.test(f)) return true;
  if (SECTION_START.test(f)) return true;
  if (/©|\(c\)|all rights|tous droits/i.test(label)) return true;
  if (/[?!]\s*$/.test(label.trim())) return true;
  if (/\d{3,}|@|https?:|www\./.test(label)) return true;
  // "Contacts" is "Contact"; "Contacts, Tarifs", "Accueil / Galerie": chrome joined to chrome.
  const word = label.trim();
  if (/^\p{L}{4,}s$/u.test(word) && isChromeLabel(word.slice(0, -1))) return true;
  if (!/[,/|&]|\s(?:et|and)\s/i.test(word)) return false;
  const parts = word.split(/\s*(?:[,/|&]|\s(?:et|and)\s)\s*/i).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => isChromeLabel(p));
}

// Sections whose cards are not offerings: values, reasons, steps, people, places, opinions, and
// what one offering includes ("Tune-up checklist", "What's included", "Ce qui est compris").
const NOT_OFFER_SECTION =
  /\b(?:realisations|projets|projects|portfolio|engagements?|valeurs?|values|pourquoi|why|avis|temoignages?|testimonials?|reviews?|equipe|team|qui sommes|about|a propos|histoire|story|comment ca marche|how it works|etapes|steps|process|deroulement|faq|questions?|blog|actualites?|news|articles?|contact|horaires?|hours|opening|adresses?|address|acces|find us|nos boutiques|nos bureaux|nos restaurants|locations?|galerie|gallery|photos?|partenaires?|partners?|recrut|jobs?|careers?|rejoins|rejoignez|join|reseaux|social|newsletter|chiffres|figures|garanties?|guarantees?|atouts?|avantages?|benefits?|features?|clients?|references?|certifi|labels?|diplomes?|formations?|parcours|consulter|symptoms?|symptomes?|conditions?|infos?|informations?|pratique|practical|mentions?|legal|paiement|payment|moyens? de|coordonnees|check ?lists?|includes|included|inclus|compris|comprend)\b/;

/** True for a section heading whose cards and lists are not offerings. */
export function isNonOfferSection(heading: string): boolean {
  return NOT_OFFER_SECTION.test(foldWords(heading)) || /\?\s*$/.test(heading.trim());
}
