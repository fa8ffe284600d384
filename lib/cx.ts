import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without conflict resolution, for client components whose callers never pass
 * conflicting utilities (button, input, slider, navigation, calculator, voice card). A module of
 * its own so that bundles using it never pull tailwind-merge in.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
