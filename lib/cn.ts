import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). The one class-name helper of the app.
 *
 * No Tailwind conflict resolution (tailwind-merge): it would add ~7 KiB gzip to the landing page's
 * first-load JS, which has no room for it (measured 154.7 KiB of a 158 KiB budget). So a caller's
 * classes add to a component's, they do not replace them: to change a component's padding, wrap
 * plain markup instead (lead-form.tsx does for its card body) rather than passing p-8 to CardContent.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
