// Labels that are about the page or the business rather than something it sells; compared on
// words already folded (accents and case set aside) by the chrome gate in not-offerings.

// A heading that names a part of the page rather than something sold: its head noun says it is the
// schedule, the descriptions, the prices or the overview of what the page offers ("Weekly schedule",
// "Class descriptions", "Class pricing", "Présentation de l'office"), or the place's amenities and
// the sights around it. English puts the head noun last, French first.
const PAGE_PART =
  /^(?:(?:\S+ ){0,3}(?:schedules?|timetables?|descriptions?|pricing|overview|amenities|attractions)|(?:presentation|descriptifs?|descriptions?) .*)$/;

// Qualities a business claims (how it sources, the feel of the place, the standard of what it
// sells): reasons to choose it, listed beside its offerings ("Ethical sourcing", "A cosy
// ambience", "Une ambiance chaleureuse", "Viandes de qualité", "Des produits sélectionnés").
// Being insured or licensed ("Fully insured", "NY & PA licensed", "Artisan assuré") is a
// qualification, not a service.
const QUALITY =
  /(?:^| )(?:sourcing|ambiance|ambience|atmosphere)(?: .*)?$| de (?:haute |grande )?qualite$| selectionne(?:e|s|es)?$|(?:^| )(?:insured|bonded|licen[cs]ed|accredited|assure(?:e|s)?|agree(?:e|s)?)$/;

/** "Weekly schedule", "Présentation de l'office": a part of the page, not an offering. */
export const namesPagePart = (folded: string) => PAGE_PART.test(folded);

/** "Ethical sourcing", "Une ambiance chaleureuse", "Fully insured": a reason to choose the business. */
export const claimsQuality = (folded: string) => QUALITY.test(folded);
