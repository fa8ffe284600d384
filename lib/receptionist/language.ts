import { fold } from '@/lib/text/fold';
import { MONTH_NAMES } from '@/lib/text/months';
import { WEEKDAY_NAMES } from '@/lib/text/weekdays';
import { tokens } from './normalize';

// Which language is the caller using on this turn? Marker words per language, accents as a hint
// for French, and a few common words of other languages so that a Spanish or German caller gets
// a polite "French or English" answer instead of a confused one.

export type Lang = 'fr' | 'en';
export type DetectedLang = Lang | 'other' | 'unknown';

const FR = new Set(
  (
    'je j tu il nous vous est etes suis bonjour bonsoir salut merci oui non le la les un une des du de au aux ' +
    'pour avec sans votre vos mon ma mes quel quelle quels quelles combien comment quand ou pourquoi est-ce ' +
    'voudrais veux pouvez peux avez prendre rendez rdv demain aujourd hui apres-demain matin soir midi heure heures ' +
    'ouvert ouverts ouverte fermes ferme horaires adresse coupe prix tarif annuler laisser rappeler parler personne ' +
    'semaine prochain prochaine ' +
    'c ca cela ce cette ces qui que quoi mais donc car s il plait svp d accord parfait appelle nom numero telephone au revoir journee bonne fait faites ' +
    'et sur dans chez vers aussi tres bien pas plus moins encore deja peut peuvent notre nos leur leurs venir faire etre sont ont ' +
    'puis pourrais pourriez voulez souhaite besoin quelqu chose rien jamais toujours beaucoup'
  )
    .split(/\s+/)
    .concat(Object.values(WEEKDAY_NAMES.fr), MONTH_NAMES.fr.map(fold)),
);
const EN = new Set(
  (
    'i you he we they is are am was the a an of to for with without your my our what which when where why how ' +
    'hello hi hey thanks thank yes no yeah yep nope please would like want can could do does did have has book appointment ' +
    'tomorrow today tonight morning afternoon evening noon hour hours open opening closed address price cost much many cancel ' +
    'leave message call back speak someone person human ' +
    'next this that it me ' +
    'name number phone email goodbye bye great perfect sure fine there here at on in and but so any anything else'
  )
    .split(/\s+/)
    .concat(
      Object.values(WEEKDAY_NAMES.en).map((d) => d.toLowerCase()),
      MONTH_NAMES.en,
    ),
);
// Words that only exist (or nearly) in other languages we do not serve.
const OTHER = new Set(
  (
    'hola gracias quiero quisiera necesito cita usted buenos buenas dias tardes por favor cuanto cuesta donde esta ' +
    'hallo guten tag ich mochte moechte bitte danke termin konnen koennen sie wie viel kostet wo ist ' +
    'ciao buongiorno grazie vorrei appuntamento quanto costa dove ' +
    'ola obrigado obrigada gostaria marcar consulta quero ' +
    'dank hoi goedemorgen alstublieft afspraak'
  ).split(/\s+/),
);

/** How many French and English markers a message holds (accents and contractions weigh 1.5). */
export function languageScores(text: string): { fr: number; en: number } {
  let fr = 0;
  let en = 0;
  for (const t of tokens(text)) {
    if (FR.has(t)) fr++;
    if (EN.has(t)) en++;
  }
  if (/[éèêàùçôîœ]/i.test(text)) fr += 1.5;
  if (/\b(i'm|i am|i'd|don't|what's|it's|you're|can't)\b/i.test(text)) en += 1.5;
  if (/\b(j'|l'|d'|c'est|qu'|n'|s'il|m'appelle|aujourd'hui)/i.test(text)) fr += 1.5;
  return { fr, en };
}

export function detectLanguage(text: string): DetectedLang {
  // Scripts we do not serve at all (Arabic, Cyrillic, CJK, Hebrew, Greek, Devanagari, Thai).
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length > 0) {
    const foreign = text.match(
      /[\u0600-\u06ff\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\u0590-\u05ff\u0370-\u03ff\u0900-\u097f\u0e00-\u0e7f]/g,
    );
    if (foreign && foreign.length >= letters.length / 2) return 'other';
  }
  const toks = tokens(text);
  if (toks.length === 0) return 'unknown';
  const { fr, en } = languageScores(text);
  const other = toks.filter((t) => OTHER.has(t)).length;
  if (other >= 2 && other > fr && other > en) return 'other';
  if (other >= 1 && fr === 0 && en === 0 && toks.length <= 3) return 'other';
  if (fr === 0 && en === 0) return 'unknown';
  if (fr === en) return 'unknown';
  return fr > en ? 'fr' : 'en';
}
