import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class merging (tailwind-merge would add 8 KB gzip to every page): where
 * a caller needs a different display or colour, it wraps the element or picks a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
