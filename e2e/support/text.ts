/** Content goes into patterns as plain text: an owner's "(1864)" or "?" must match itself. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a content template of a number, such as `(n) => \`${n}% illuminated\``. */
export function templatePattern(template: (n: number) => string): string {
  const MARK = 987654321;
  return template(MARK).split(String(MARK)).map(escapeRegExp).join('\\d+');
}
