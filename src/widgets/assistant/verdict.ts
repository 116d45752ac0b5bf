import type { KnowledgeEntry } from '../../content/knowledge';
import type { Match } from './retrieval';
import * as TUNING from './retrieval-settings';
import { isPhrase, kinds, terms } from './terms';

export type Verdict =
  /** `chance`: the classifier's for the entry; `related`, to ask next, the retriever fills in. */
  | { kind: 'sure'; entry: KnowledgeEntry; chance: number; related: KnowledgeEntry[] }
  | { kind: 'unsure'; options: KnowledgeEntry[] }
  /**
   * To suggest, `near`: the best match holding a rare word of the question, if any; `likely`:
   * the classifier's likeliest entries that are more than long shots, unless declining is all
   * but certain.
   */
  | { kind: 'decline'; near?: KnowledgeEntry; likely?: KnowledgeEntry[] };

/**
 * Whether a question asks `entry` in that entry's own words: its terms and kinds, two at least
 * besides the site's subject (step 66, bank/README.md) or one thing the thesaurus names in
 * several words (or a synonym of one: "generator" is the power plant), all lie in the entry's
 * question and in no other's of `entries` ("who built the great pyramid" asks the builders, not
 * why it was built; "great pyramid" alone asks neither; "who was Khufu" asks Khufu's; "big void"
 * asks the Big Void's). A question tapped from the entries' own is answered by its entry.
 * `entries` holds `entry`.
 */
export function asksOwn(
  question: string,
  entry: KnowledgeEntry,
  entries: readonly KnowledgeEntry[],
): boolean {
  const said = terms(question);
  const owns = entries.map((e) => terms(e.question));
  // A term most entries' questions hold is the site's subject ("pyramid"): it says nothing of
  // which entry is asked ("how many pyramids are there" is not the blocks' own question).
  const distinct = new Set(
    said.filter((t) => owns.filter((own) => own.includes(t)).length * 2 <= entries.length),
  );
  const asked = [...kinds(question)];
  const lacks = (e: KnowledgeEntry, i: number) => {
    const ownKinds = kinds(e.question);
    return said.some((t) => !owns[i]?.includes(t)) || asked.some((k) => !ownKinds.has(k));
  };
  const [one = ''] = distinct;
  return (
    (distinct.size + asked.length > 1 || (distinct.size === 1 && isPhrase(one))) &&
    // The entry holds all of it, and every other entry lacks some.
    entries.every((e, i) => (e === entry) !== lacks(e, i))
  );
}

/**
 * Pharaoh's verdict on a question from the classifier's logits (`z`: each entry's, then
 * declining's) and the entries ranked by their text: decline, answer, or offer the likeliest.
 * `named`: the entries whose own questions hold everything the question says
 * (`namedOnly`); one to three of them are offered rather than declined.
 */
export function decide(
  question: string,
  entries: readonly KnowledgeEntry[],
  z: readonly number[],
  ranked: readonly Match[],
  named: readonly KnowledgeEntry[] = [],
): Verdict {
  const top = Math.max(...z);
  const chances = z.map((v) => Math.exp(v - top));
  const sum = chances.reduce((total, v) => total + v, 0);
  const order = entries
    .map((entry, i) => ({ entry, chance: (chances[i] ?? 0) / sum }))
    .sort((a, b) => b.chance - a.chance);
  // A question that names only what one to three entries are about ("sphinx", "who was the
  // architect") is on topic however short: those entries are offered instead of a decline, in
  // `named`'s order; one named alone is joined by the next entry its terms match, if any.
  const offered = [...named];
  for (const m of ranked)
    if (offered.length < 2 && m.evidence > 0 && !offered.includes(m.entry)) offered.push(m.entry);
  // The last class: a question the site does not cover.
  const no = (chances[entries.length] ?? 0) / sum;
  if (no >= TUNING.namedDecline) return { kind: 'decline' };
  const [first, second, third] = order;
  // A question on topic in words Pharaoh cannot place ("how were the pyramids made") is still
  // declined, but the entries it most likely asks go with the decline, to suggest: the second
  // only when near the first, as for offers, and none when even the first is a long shot
  // ("what's your name").
  const floor = Math.max(TUNING.suggest, TUNING.thirdOffer * (first?.chance ?? 0));
  const likely = [first, second].flatMap((o) => (o && o.chance >= floor ? [o.entry] : []));
  const declined: Verdict =
    named.length > 0 && named.length <= TUNING.named
      ? { kind: 'unsure', options: offered }
      : { kind: 'decline', likely };
  if (!first) return declined;
  // A question in the likeliest entry's own words is that entry's, unless declining is all but
  // certain; so is one in the own words of the entry its text matches best, when the likeliest
  // is too unlikely to offer ("who built the great pyramid", the builders' own question, though
  // the classifier leans to why it was built, 0.28). (Declining at 0.5 or more leaves the entry
  // under `sure`, so the words are read.)
  // An entry's own question, as its follow-up button asks it, is that entry's whatever the
  // classifier makes of it (a retraining once left the King's Chamber's offered).
  const own =
    order.find((o) => o.entry.question === question) ??
    (first.chance >= TUNING.sure
      ? first
      : order.find(
          (o) =>
            (o === first || (first.chance < TUNING.offer && o.entry === ranked[0]?.entry)) &&
            asksOwn(question, o.entry, entries),
        ));
  if (own) return { kind: 'sure', ...own, related: [] };
  // A question saying only what more entries' own questions say than can be offered, over a
  // quarter of them, and asking no kind of fact ("pyramid"), asks none of them: declined, with
  // what Pharaoh can talk about (the classifier's pick among so many was a shuffle's chance).
  if (named.length > Math.max(TUNING.named, entries.length / 4) && !kinds(question).size)
    return { kind: 'decline' };
  // No entry is likely enough to offer: declined, unless declining is less likely still than the
  // first (two entries at 0.28 and 0.20, declining at 0.12), when the likeliest are offered.
  if (no >= TUNING.decline || (first.chance < TUNING.offer && no >= first.chance)) return declined;
  return {
    kind: 'unsure',
    options: [first, second, third].flatMap((o, i) =>
      o && (i < 2 || o.chance >= TUNING.thirdOffer * first.chance) ? [o.entry] : [],
    ),
  };
}

/**
 * The entries whose own questions (their terms, and the stems of their words) hold every term of
 * `said`, the shortest question first: it is the most nearly what was asked ("Who was Khufu?"
 * before "What are the Khufu boats?"). None when `said` is empty.
 */
export function namedOnly(
  said: ReadonlySet<string>,
  indexed: readonly { entry: KnowledgeEntry; subject: ReadonlySet<string> }[],
) {
  return said.size
    ? indexed
        .filter(({ subject }) => [...said].every((t) => subject.has(t)))
        .sort((a, b) => a.subject.size - b.subject.size)
        .map((e) => e.entry)
    : [];
}
