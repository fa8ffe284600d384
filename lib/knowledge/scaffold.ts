import { NUMBER_WORDS } from '@/lib/text/numbers';
import type { Lang } from './query';

// Words that carry the question, not what it is about (folded, as tokens() cuts them). Not a
// general stop list (the database has its own): these are how callers frame a question to a
// business on the phone — greetings, fillers, "is that the kind of thing you handle", "roughly",
// contraction stubs ("doesn't" → "doesn") and counts ("une dizaine", "a couple of").
// Dropping them matters twice: a passage is not ranked up for sharing "thing" with the
// question, and the answer is not judged incomplete because no passage says "roughly".

const words = (s: string) => s.split(/\s+/).filter(Boolean);

const FR = words(`
  est ce que qu quoi quel quelle quels quelles lequel laquelle lesquels comment pourquoi
  je j tu il elle on nous vous ils elles me m te t se s le la l les un une des du de d au aux a
  et ou ni mais donc or car en y dans sur pour par avec chez ce cet cette ces ca cela celui celle
  mon ma mes votre vos notre nos leur leurs son sa ses moi toi lui eux
  avez avoir ai as ont etes est sont suis etre etiez etait serait seriez sera faites faire fait
  pouvez peut peux pourrais pourriez pourrait puis voudrais voulez veux veut aimerais aimerait
  souhaiterais souhaite dois doit devez faut falloir va vais allez
  bonjour bonsoir salut allo merci svp stp plait oui non bien alors euh heu ben bah bon hein juste
  voila voici genre style sorte type truc trucs machin chose choses quelque quelqu quelqu'un
  savoir sais dire dites demander demande question renseignement renseigner info infos information informations
  tout toute tous toutes possible possibilite ne pas plus tres trop aussi encore deja ici la-bas vraiment meme
  exactement environ approximativement peu pres gros grosso modo actuellement normalement habituellement
  generalement toujours souvent parfois maintenant aujourd hui enfin
  madame monsieur vous-meme occupez occuper occupe gerez gerer traitez traiter cordes ressort competence competences
  entendu dit parait lu vu
  attendant entretemps jusqu
`);

const EN = words(`
  is are was were be been being am do does did done doing have has had having can could would should will shall may might must
  i me my mine we our ours us you your yours he she it its they them their this that these those
  a an the of to in on at for from by with about as into and or but if so than then
  what which who whom whose how why when there here any some anything something someone somebody anyone anybody
  please hi hello hiya hey thanks thank cheers yes no ok okay just like want wanted need needed know tell let
  wondering wonder wondered ask asking asked question info information also too very really still not get got getting
  um umm uh er erm eh oh ah well so guys lot mate folks y all
  kind sort type thing things stuff bit whole
  handle handled dealing cope manage able possible possibly
  actually exactly roughly approximately about basically generally usually normally currently right now just maybe perhaps
  heard hear see saw seen read told someone said says say
  until till meantime meanwhile whilst while
  doesn don didn isn aren wasn weren won wouldn couldn shouldn hasn haven hadn can't re ve ll
`);

/** Counts said as words ("une dizaine", "a couple of", "vingt"): a party size is booking's job. */
const COUNTS = words(`
  dizaine douzaine quinzaine vingtaine trentaine quarantaine cinquantaine centaine plusieurs quelques
  couple dozen few several hundred bunch handful lots loads
`);

// "neuf" is also "new", "zéro" a label ("zéro déchet"): not counts here.
const NUMBERS = Object.keys(NUMBER_WORDS).filter((w) => !/[\s-]/.test(w) && w !== 'neuf' && w !== 'zero');

export const SCAFFOLD: Record<Lang, ReadonlySet<string>> = {
  fr: new Set([...FR, ...COUNTS, ...NUMBERS]),
  en: new Set([...EN, ...COUNTS, ...NUMBERS]),
};
