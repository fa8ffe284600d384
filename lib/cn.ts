import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, letting later Tailwind utilities win over earlier ones (p-6 + pt-0 + pt-6 →
 * p-6 pt-6). Client components of the landing page use `cx` (lib/cx.ts) instead, to keep
 * tailwind-merge (~7 KiB gzip) out of the first-load JS.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
