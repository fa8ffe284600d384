import { DAY_RE } from './day-words';

// Whose hours a line gives. "Livraison le mardi de 14h à 17h", "Happy hour du mardi au vendredi
// de 18h à 20h", "Drive : lundi-samedi 8h-20h", "Kitchen open Tue-Sat 6-10pm": words naming a
// service or an activity come before the days and times. The business's own lines start with
// their days, an opening word ("Ouvert", "Open", "Horaires", "Nous vous accueillons") or nothing.

// Where the schedule part of a line starts: a day, a clock, "tous les jours", a closing word.
const SCHEDULE_START = new RegExp(
  String.raw`\d|\b(?:${DAY_RE})|\b(?:tous\s+les\s+jours|toute\s+la\s+semaine|en\s+semaine|every\s*day|daily|week-?ends?|weekdays|ferm|closed|midi\b|noon\b)`,
  'i',
);

// Words that say nothing about whose hours these are: articles, pronouns, the verbs and nouns of
// opening itself.
const NEUTRAL = new Set(
  (
    'le la les l du de des d un une et ou à a au aux en sur pour par sans avec ' +
    'nous vous on il elle ils sommes êtes est sont serons sera ' +
    'ouvert ouverte ouverts ouvertes ouvre ouvrons ouverture fermé fermée fermés fermeture ' +
    'horaire horaires heure heures accueil accueille accueillons accueillent recevons reçoit reçois reçoivent ' +
    'aussi également normalement habituellement uniquement seulement exceptionnellement rendez vous rdv ' +
    'the a an and or to from at on in of for with our we us is are will be ' +
    'open opens opened opening hours hour hrs times time also only usually normally welcome by appointment'
  ).split(' '),
);

/** The words before a line's days and times that name something other than opening ("livraison", "happy hour"); empty when none. */
export function subjectOf(line: string): string {
  const at = line.search(SCHEDULE_START);
  if (at <= 0) return '';
  const words = line
    .slice(0, at)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w && !NEUTRAL.has(w));
  return words.join(' ');
}
