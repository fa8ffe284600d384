import { en } from './en';
import { fr } from './fr';
import type { Vocabulary } from './types';

export type { Vocabulary };
export const vocabularies: Record<'fr' | 'en', Vocabulary> = { fr, en };
