/** Content goes into patterns as plain text: an owner's "(1864)" or "?" must match itself. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
