import { ELSEWHERE, terms } from './terms';

/**
 * Each entry's learned terms, space-separated: the stems and thesaurus concepts visitors used in
 * the given phrasings of it. Numbers are left out; they name a fact, not a way of asking.
 */
export function learn(phrasings: readonly (readonly [string, string])[]): Record<string, string> {
  const byEntry = new Map<string, Set<string>>();
  for (const [question, id] of phrasings) {
    const set = byEntry.get(id) ?? new Set<string>();
    for (const term of terms(question))
      if (term !== ELSEWHERE && !/^\d+$/.test(term)) set.add(term);
    byEntry.set(id, set);
  }
  return Object.fromEntries(
    [...byEntry]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, set]) => [id, [...set].sort().join(' ')]),
  );
}
