/**
 * How many of the most frequent spoken-English words count as common (stemmed, two letters or more), and the set's precision
 * (a rare word passes for common with probability 2^-bits). Chosen on the tuning half of the
 * question bank; changing either means running `npx tsx scripts/common-words.ts`.
 */
export const COMMON_WORDS = { rank: 2000, bits: 4 } as const;
