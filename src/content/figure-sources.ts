import type { Figure } from './figures';
import type { Source } from './types';

/**
 * The works behind the figures a block states, each once, in the order given, for the line that
 * cites them. A computed figure has no works of its own: pass the works it is computed from.
 */
export function sourcesOf(...items: readonly (Figure | Source)[]): Source[] {
  const found = new Set<Source>();
  for (const item of items) {
    if (!('value' in item)) found.add(item);
    else if (item.source !== 'derived') for (const source of item.source) found.add(source);
  }
  return [...found];
}
