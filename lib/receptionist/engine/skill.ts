import { findBusinessType } from '@/lib/agent/business-types';
import { normalize } from '../normalize';
import type { AgentContext } from '../types';

// What "I'd like to book" means depends on the business: a table for N at a time (restaurant),
// a service at a slot (salon, dental, clinic, garage…), a stay request passed to the team (hotel,
// B&B), or an order passed to the team (florist, shop, bakery, butcher) — never an "appointment"
// at a shop counter.

export type Skill = 'table' | 'appointment' | 'stay' | 'order';

const BY_TILE: Record<string, Skill> = { restaurant: 'table', hotel: 'stay', florist: 'order', shop: 'order' };

// Free text typed after "Other" or read on the site, in both languages (folded).
const TABLE = /\b(restaurant|resto|bistro|bistrot|brasserie|pizzeria|creperie|trattoria|cafe|bar|pub|snack|tavern|diner|grill|bistro)\b/;
const STAY =
  /\b(hotel|gite|chambres? d hotes?|b ?& ?b|bed and breakfast|guest ?house|inn|auberge|camping|motel|hostel|lodge|cottage|holiday (home|let)|location saisonniere)\b/;
const ORDER =
  /\b(fleuriste|florist|boutique|shop|store|magasin|epicerie|grocery|grocer|boulangerie|bakery|patisserie|boucherie|butcher|charcuterie|traiteur|caterer|fromagerie|cheese|caviste|wine shop|commerce|marche|market|farm shop|deli)\b/;

export function skillOf(agent: Pick<AgentContext, 'businessType' | 'info'>): Skill {
  const tile = findBusinessType(agent.businessType);
  if (tile && BY_TILE[tile.id]) return BY_TILE[tile.id];
  if (tile && tile.id !== 'other') return 'appointment';
  const text = normalize(`${agent.businessType} ${agent.info.businessType ?? ''}`);
  if (TABLE.test(text)) return 'table';
  if (STAY.test(text)) return 'stay';
  if (ORDER.test(text)) return 'order';
  return 'appointment';
}
