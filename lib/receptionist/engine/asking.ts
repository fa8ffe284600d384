import { normalize } from '../normalize';

// What the caller's sentence asks, read from how it is put rather than from which keywords it
// holds: a question about reaching the business (answered with a channel), a question about how
// a visit or a booking works (answered, not started), an emergency described (not one asked
// about, not one denied), a wish to talk to someone (transfer) apart from "who do I talk to
// about…" (who handles it: a contact question).

/** Folded text for phrase patterns: accents, case and hyphens out ("rendez-vous" = "rendez vous"). */
export function folded(text: string): string {
  return normalize(text).replace(/-/g, ' ');
}

// Ways of asking how to reach the business, in both languages. The verb carries the channel:
// writing or sending is e-mail, ringing or calling is the phone, reaching or contacting is either.
const REACH_Q =
  /\b((ecrire|envoyer|m adresser|adresser|parler|demander|contacter|appeler|joindre|write|talk|speak) (a|to) (qui|whom)\b|(who|whom)( \w+){0,4} (i|we)( \w+){0,3} (speak|talk|ask|see|contact|go) (to|with|about|for)|a qui( \w+){0,4} (m adresser|adresser|demander|parler|ecrire|envoyer|voir|contacter|appeler|joindre)|(get|getting) in touch with|(like|want|need|trying|try|able) to (reach|contact|get hold of|get through to) (the|your|you|someone|somebody|a |an )|(je voudrais|j aimerais|je cherche a|j essaie de|je souhaite) (joindre|contacter) (le|la|les|l|votre|vos|quelqu un|un|une)|(who s|who is|whos) the (right )?(person|one|contact|people) (to|for|i)|qui est la (bonne )?personne (a|pour|qui)|comment (je fais |on fait |faire |je peux faire )?pour vous (avoir|joindre|contacter|appeler|ecrire)|(another|other|different|direct|alternative) (number|phone number|line)|(un )?autre numero|numero direct|how (do|can|could|would|should) (i|we|you|one) (best )?(reach|contact|get hold of|get in touch|get through|call|ring|phone|email|e mail|write|send)|best (way|number|time)? ?(to )?(reach|contact|get hold of|get in touch|call|ring)|(way|number|address|email) to (reach|contact|get hold of|get in touch|call|ring|write|send)|(where|who) (do|can|should|could) (i|we) (send|write|email|e mail|mail)|(who|whom) (do|can|should|could|would) (i|we) (speak|talk|ask|contact|go|get in touch|deal|see) (to|with|about|for)?|who (should|do) i (speak|talk) to|who deals with|who handles|who is in charge of|comment (je peux |on peut |puis je |peut on |faire pour |je dois |je fais pour |vous )?(vous )?(joindre|contacter|ecrire|appeler|envoyer)|c est comment pour (vous )?(joindre|contacter|ecrire)|(moyen|facon|numero|adresse|mail) (pour|de) (vous )?(joindre|contacter|ecrire|appeler)|(le )?meilleur moyen de|a qui (je dois |dois je |je peux |est ce que je dois |faut il |il faut |je |on |est ce que je |est ce qu on )?(m adresser|m adresse|s adresser|ecrire|envoyer|parler|demander)|(what|which) (number|phone number|email|e mail|email address) (should|do|can|could|would) (i|we)|(a )?qui (je )?(dois |peux )?(contacter|joindre)|qui (est ce que je dois|dois je|je dois|faut il) (contacter|joindre|appeler)|qui s occupe d|ou (est ce que )?(je peux |puis je |dois je |je dois |faut il )?(envoyer|ecrire|adresser))\b/;
/** Words of a reach question that never name a place or a subject ("the best way to get hold of you"). */
export const REACH_WORDS = new Set(
  (
    'best quickest easiest fastest simplest way ways hold touch reach reaching contact contacting get getting ' +
    'meilleur meilleure moyen moyens facon plus simple rapide joindre contacter avoir'
  ).split(' '),
);
const WRITTEN =
  /\b(email|e mail|mail|mails|courriel|write|ecrire|send|envoyer|documents?|photos?|pictures?|paperwork|pieces?|fichiers?|files?)\b/;
const SPOKEN = /\b(call|ring|phone|number|numero|telephone|appeler|tel)\b/;

// "Je vous envoie les photos où ?", "I send the form where?": a written verb asked with where.
const SEND_VERB = /\b(send|sending|write|email|e mail|mail|post|envoie|envoyer|envoyez|envoyer|ecris|ecrire|transmettre|transmets)\b/;

function asksWhereToSend(raw: string, n: string): boolean {
  return SEND_VERB.test(n) && (/\bwhere\b/.test(n) || /(^|[\s,])où([\s?!.,]|$)/i.test(raw) || /\ba quelle adresse\b/.test(n));
}

/** "How do I reach you?", "à qui je m'adresse ?": the channel to give, or null when not asked. */
// A reach verb and a "how" anywhere in the sentence: "if I need to reach you at night, how do I do that?".
const REACH_AND_HOW =
  /\b(reach|contact|get hold of|get in touch with|joindre|contacter)\b(?! me\b| moi\b).*\b(how|comment)\b|\b(how|comment)\b.*\b(reach|get hold of|joindre|contacter)\b(?! me\b)/;

export function asksHowToReach(text: string): 'email' | 'phone' | 'any' | null {
  const n = folded(text);
  if (!REACH_Q.test(n) && !REACH_AND_HOW.test(n) && !asksWhereToSend(text, n)) return null;
  if (WRITTEN.test(n) && !SPOKEN.test(n)) return 'email';
  if (SPOKEN.test(n) && !WRITTEN.test(n)) return 'phone';
  return 'any';
}

// "Who do I talk to about my bill?" asks who handles it; "can I talk to someone?" asks to be put through.
const ASKS_WHO = /\b(who|whom|qui)\b/;
const TALK = /\b(speak|talk|chat|parler|discuter)\b/;
// A person named or pointed at after the verb: someone, the manager, "Tom", "Maître Roux".
const SOMEONE =
  /\b(speak|talk|chat|parler|discuter) (directly |directement |quickly |rapidement |vite )?(to|with|a|avec|au|aux) (directly |directement )?(someone|somebody|anyone|anybody|a person|a human|quelqu un|une personne|la personne|le |la |les |the |maitre|me|dr|docteur|doctor|mr|mrs|ms|miss|monsieur|madame|mademoiselle|un |une |your |votre |vos )/;

/** "Could I talk to Tom Price?", "je peux parler à Maître Roux ?": a wish to be put through (not "who do I talk to…"). */
export function asksToTalkTo(raw: string): boolean {
  const n = folded(raw);
  if (!TALK.test(n) || ASKS_WHO.test(n)) return false;
  if (SOMEONE.test(n)) return true;
  // "Parler au dentiste", "parler à la comptable": a person named by their role.
  if (/\b(parler|discuter) (directement )?(au|aux|a la|a l) \w+/.test(n)) return true;
  // A name said with capitals right after the verb and its preposition.
  return /\b(speak|talk|parler|discuter) (?:directly |directement )?(?:to|with|à|a|avec) (?:\p{Lu}[\p{L}’'-]+)/u.test(raw);
}

/** "Who do I speak to about…?", "qui s'occupe de…": a question about who handles it, never a transfer. */
export function asksWhoHandles(text: string): boolean {
  const n = folded(text);
  return ASKS_WHO.test(n) && (TALK.test(n) || /\b(deals? with|handles?|in charge|contact|m adresser|s occupe|adresser)\b/.test(n));
}

// An emergency is a situation the caller is in: a hazard described, or said to be urgent.
const HAZARD =
  /\b(burst|bursting|pouring|gushing|flood|flooded|flooding|water everywhere|water (is )?(coming|leaking|pouring) (out|in|through|everywhere|from)|everywhere|de l eau partout|l eau partout|eau partout|eau qui (sort|coule|fuit|jaillit)|de partout|partout|coule (du|par le) plafond|through the (ceiling|light|lights)|inonde|inondee|inondation|degat des eaux|fuite de gaz|gas leak|smell gas|smell of gas|smells of gas|odeur de gaz|sent le gaz|fire|feu|fumee|smoke|bleeding|bleeds|saigne|saignement|unconscious|inconscient|can t breathe|respire (plus|pas|mal)|knocked out|cassee en deux|a lache|has burst|a explose|explose|eclate|eclater)\b/;
const URGENT_SAID =
  /\b(au secours|help|help me|aidez moi|urgent|urgente|urgence|emergency|urgently|asap|tout de suite|right now|straight away|immediately|immediatement)\b/;
const URGENCY_DENIED =
  /\b(not (urgent|an emergency|really urgent|that urgent|a big deal)|no (rush|hurry|emergency)|nothing urgent|isn t urgent|isn t an emergency|pas (tres |vraiment |super |si )?urgent|pas une urgence|rien d urgent|pas d urgence|sans urgence|pas presse)\b/;

/** The caller says there is no hurry ("ce n'est pas urgent, mais…"): never an emergency transfer. */
export function deniesUrgency(text: string): boolean {
  return URGENCY_DENIED.test(folded(text));
}

// Hazards that cannot wait even when nobody says "urgent": water out of control, gas.
const HAZARD_NOW =
  /\b(burst|pouring|gushing|everywhere|partout|a lache|gas leak|smells? (of )?gas|fuite de gaz|odeur de gaz|sent le gaz|flooding|flooded|eclate|eclater|inonde|inondee)\b/;
// "Is there a fire (place)?", "do you fix burst pipes?": a hazard word in a question about the place or the offer.
const ASKS_ABOUT_IT = /\b(is there|are there|y a t il|y a t|do you|does|can you fix|vous (faites|reparez|traitez|gerez)|est ce que vous)\b/;

/** A hazard described ("water pouring through the ceiling") with a call for help or urgency, or one that cannot wait. */
export function describesEmergency(text: string): boolean {
  const n = folded(text);
  if (deniesUrgency(n) || !HAZARD.test(n)) return false;
  return URGENT_SAID.test(n) || (HAZARD_NOW.test(n) && !ASKS_ABOUT_IT.test(n));
}

// Calling at a time asks when the line is open: "is it possible to ring after six?".
// The caller calling ("to ring", "on peut vous appeler"), not a "demo call" nor "call me back".
const CALL_AT =
  /\b(to|i|we|can i|can we|could i|could we|may i|vous|pour vous|on peut|je peux|peut on|puis je) (call|ring|phone|appeler|telephoner|joindre|reach)\b(?! me\b| back\b)(?! (you )?back\b).*\b(after|before|until|till|late|early|apres|avant|jusqu a|tard|tot|le soir|le matin|in the evening|in the morning|at lunch|entre midi|le week end|on (the )?weekends?|on (sunday|saturday)s?|le (samedi|dimanche)|tomorrow|demain|tonight|ce soir|this (morning|afternoon|evening)|cet apres midi|ce matin|today|aujourd hui|at lunch(time)?|a midi|at noon|(on )?(mon|tues|wednes|thurs|fri|satur|sun)days?|(le )?(lundi|mardi|mercredi|jeudi|vendredi))\b/;
const CALL_WHEN =
  /\b(how late|what time|until when|jusqu a quelle heure|a quelle heure|quand)\b.*\b(to|i|we|you|on|je|vous) (call|ring|phone|appeler|telephoner|joindre)\b(?! me\b)/;

/** "Can I call after six?", "jusqu'à quelle heure on peut appeler ?": a question about the hours. */
export function asksWhenToCall(text: string): boolean {
  const n = folded(text);
  return CALL_AT.test(n) || CALL_WHEN.test(n);
}

// Asking how visiting works: a walk-in, "or can I just come?", "sans rendez-vous".
const VISIT_POLICY =
  /\b(can (i|we) just (come|turn up|walk in|drop|pop|show up)|or (can|could) (i|we) (just )?(come|turn up|walk in|drop|pop|show up)|just (turn|show) up|walk in|walk ins|walk up|without (booking|an appointment|a reservation|a booking)|ou (je peux|on peut|est ce que je peux|est ce qu on peut) (venir|passer)|venir directement|passer directement|venir comme ca|sans (prevenir|rendez vous|rdv|reservation|reserver)|without (calling|ringing|phoning) (first|ahead))\b/;
// An obligation asked about ("do I need to book?", "faut-il réserver ?"); "I need to book" is a wish.
const MODAL =
  /\b(need to|have to|got to|must|should|il faut|faut|je dois|on doit|dois je|doit on|obligatoire|necessaire|required|necessary|besoin de)\b/;
const ASKED =
  /\b(do i|do we|does one|do you need|is it|have i|must i|should i|est ce qu|est ce que|faut il|dois je|doit on|c est obligatoire)\b/;

/** "Do I need to book, or can I just turn up?": how it works, for the site to answer; not a booking. */
export function asksHowVisitingWorks(text: string): boolean {
  const n = folded(text);
  return VISIT_POLICY.test(n) || (MODAL.test(n) && (ASKED.test(n) || /\?\s*$/.test(text.trim())));
}

// "When are you free?", "vous êtes disponible quand ?": availability for an appointment, not opening hours.
const FREE_WHEN =
  /\b((have|got) (you )?(got )?(anything|something|a room|room|rooms|space|availability|a table) (free |available |left )?(for|on) (the )?(night|nights|weekend|\d|tonight|tomorrow|next|this|(mon|tues|wednes|thurs|fri|satur|sun)day)|vous (avez|auriez) (quelque chose|de la place|une chambre|une table|de la disponibilite) (de libre |de disponible )?pour|(are|is) (you|anyone|someone|somebody|anybody) (free|available) (on |this |next |tomorrow|today|(mon|tues|wednes|thurs|fri|satur|sun)day)|(rooms?|tables?|slots?|chambres?|places?|creneaux?) (free|available|libres?|disponibles?)|when (are|is) ([a-z]+ ){1,3}(free|available)|(free|available) when|quand (etes vous|vous etes|est ce que vous etes) (libre|disponible)|(libre|disponible)s? quand|when can (you|someone|somebody) (come|see me|fit me))\b/;
// The business coming to the caller: "could someone come and look at my boiler?".
// When the business can come to the caller ("when can you come out?", "vous pouvez venir quand ?").
const COME_OUT =
  /\b(when (can|could|would) (you|someone|somebody|anyone) (come|pop|get here|send someone)|(vous pouvez|pouvez vous|vous pourriez|pourriez vous|quelqu un peut|quelqu un pourrait) (venir|passer) quand|quand (est ce que )?(vous pouvez|pouvez vous|vous pourriez|quelqu un peut) (venir|passer))\b/;

/** Availability asked for an appointment, or a visit asked of the business: a booking. */
export function asksForAvailability(text: string): boolean {
  const n = folded(text);
  return FREE_WHEN.test(n) || COME_OUT.test(n);
}

// Something done outside the opening hours: the site says how ("use the key box"), not the hours.
const OUTSIDE_HOURS =
  /\b(before you open|before opening|after you close|after closing|after hours|out of hours|outside (of )?(opening )?hours|avant (l ouverture|que vous ouvriez|d ouvrir)|apres (la fermeture|que vous fermiez)|en dehors des (heures|horaires)|hors (des )?horaires?)\b/;

export function asksOutsideHours(text: string): boolean {
  return OUTSIDE_HOURS.test(folded(text));
}

// "Can you tell me where the practice is?": a where-question about the business's place; "where
// do I send…" is a contact question (asksHowToReach) and comes first.
const WHERE_Q =
  /\b((are you|is it|is the \w+|is that) (on|in|at) (\w+ ){1,3}(street|st|road|rd|avenue|lane|square|place|high street)|(vous etes|c est) (bien )?(dans la |sur la |sur le )?(rue|avenue|boulevard|place|quai|cours)|where (is|are|s|abouts)|where (do|should|can) (i|we) (go|come|park|find you|head)|(which|what) (street|road|part of town|side of town|area of town|building|floor)|(quel|quelle) (endroit|rue|quartier|coin|etage|batiment)|dans quel (coin|quartier|endroit)|where (the|your|you) [a-z ]{0,30}\b(is|are)\b|whereabouts|were abouts|wear abouts)\b/;

export function asksWhereItIs(text: string): boolean {
  const n = folded(text);
  return WHERE_Q.test(n) && !asksHowToReach(n);
}

// Doing something for the caller, asked politely ("could you deliver roses tomorrow?"): an order at a shop.
const MAKE_FOR_ME =
  /\b(deliver|send|prepare|make up|put together|wrap|livrer|livrez|envoyer|preparer|preparez|composer|faire livrer|me faire)\b/;

export function asksToPrepare(text: string): boolean {
  return MAKE_FOR_ME.test(folded(text));
}

// Passing word to someone named: "let Sarah know I rang", "dites à Maître Roux que j'ai appelé".
const PASS_ON =
  /\b((let|tell) ([a-z]+ ){1,3}(know|that i|i called|i rang|i phoned)|(dire|dites|prevenir|prevenez|informer|informez) a ([a-z]+ ){1,3}que|(dire|dites|demander|demandez) (a|aux) ([a-z]+ ){0,3}de (m|me|nous) (appeler|rappeler|telephoner|contacter|recontacter))\b/;

export function asksToPassOn(text: string): boolean {
  return PASS_ON.test(folded(text));
}

// Not coming after all: "I won't make my appointment", "we can't come on Friday".
const NOT_COMING =
  /\b(won t|wont|can t|cant|cannot|will not|not able to|unable to|couldn t) (make|come to|attend|get to|be at|be there for) (my|our|the|it|tomorrow|today)|(ne pourrai|ne pourrons|ne peux|ne pourrais|pourrai|pourrons) (pas|plus) (venir|etre la|honorer|assister)\b/;

export function saysNotComing(text: string): boolean {
  return NOT_COMING.test(folded(text));
}

// A time of day for working or serving: "do you work evenings?", "are you doing food on a Monday night?".
const WORK_WHEN =
  /\b(work|working|travaillez|bossez|serving|serve|servez|doing food|do food|food on|manger)\b.*\b(evenings?|nights?|weekends?|late|early|mornings?|afternoons?|lunchtimes?|(mon|tues|wednes|thurs|fri|satur|sun)days?|le soir|le midi|le matin|le week end|tard|tot|(le )?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?)\b/;
const DO_TIMES =
  /\b(do you do|you do|vous faites|open) (the )?(weekends?|evenings?|nights?|late nights?|saturdays?|sundays?|le week end|le soir|le samedi|le dimanche)\b/;
const UNTIL_WHEN = /\b(what time|how late|until when|till when)\b.*\b(till|until|til|by)\b/;

/** "Do you work evenings?", "what time can I collect it till?": a question about the hours. */
export function asksWorkingTime(text: string): boolean {
  const n = folded(text);
  return WORK_WHEN.test(n) || UNTIL_WHEN.test(n) || DO_TIMES.test(n);
}

// Bringing something in ("could I bring the car in", "je voudrais amener la voiture"): with a day, a booking.
const BRING_IN =
  /\b((bring|drop) (the |my |our |it |her |him )?(\w+ )?(in|round|over)\b|book (the |my |it )?(\w+ )?in\b|(amener|deposer|apporter|ramener) (la|ma|le|mon|les|mes) \w+)/;

export function bringsIn(text: string): boolean {
  return BRING_IN.test(folded(text)) && !/\b(before you open|after (you )?clos|after hours|key box|boite a cles)\b/.test(folded(text));
}

// Moving one's own appointment to another day or time: "switch my check-up to a different day".
const TO_ANOTHER =
  /\b(switch|change|move|put|shift|mettre|passer|changer|deplacer) (my|our|mon|ma|notre) (\w+ ){0,3}(to |a |on |en |sur )?(an?other|a different|different|un autre|une autre) (day|time|date|slot|week|jour|heure|date|creneau|moment|semaine)\b/;

// "It's booked in for Thursday, can I do Monday instead?": the booking said, another day wanted.
const INSTEAD =
  /\b(booked|booked in|my appointment|prevue?s?|mon rendez vous|mon rdv|ma reservation)\b.*\b(instead|rather|plutot|a la place)\b/;

export function movesToAnother(text: string): boolean {
  return TO_ANOTHER.test(folded(text)) || INSTEAD.test(folded(text));
}
