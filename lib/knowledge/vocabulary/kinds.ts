// Concepts that are a kind of a broader one: vegan food is vegetarian, lamb is meat. A caller
// who asks the broader thing is answered by any of its kinds ("any meat?" → "our lamb"), but one
// who asks a kind is not answered by the broader thing, nor by a sibling kind: "vegetarian
// options" does not say vegan, "Meat Chickens" does not sell lamb. The broader thing stays a
// near word of the kind (searched, weighed below, never the caller's word itself).

/** Narrower concept → the broader concept it is a kind of. */
export const KIND_OF: Readonly<Record<string, string>> = {
  vegan: 'vegetarian',
  beef: 'meat',
  lamb: 'meat',
  pork: 'meat',
  chicken: 'meat',
};

/** The kinds of a broader concept ("meat" → beef, lamb, pork, chicken). */
export function kindsOf(concept: string): string[] {
  return Object.entries(KIND_OF)
    .filter(([, broader]) => broader === concept)
    .map(([kind]) => kind);
}
