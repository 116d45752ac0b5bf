import { assistant } from '../../content/assistant';
import type { KnowledgeEntry } from '../../content/knowledge';
import { mergeBanks, type Bank } from './bank/banks';
import { learnAll } from './learn';
import { declineSuggestions } from './reply';
import { createRetriever, type Retriever, type Verdict } from './retrieval';

export interface Figures {
  /** On-topic questions whose right entry comes first: answered, or first of the offers. */
  rightFirst: number;
  /** On-topic questions answered outright with the right entry. */
  answeredRight: number;
  /** On-topic questions answered outright with a wrong entry: the worst outcome. */
  answeredWrong: number;
  onTopic: number;
  /** On-topic questions declined with their entry among the decline's own suggestions. */
  suggested: number;
  /** Questions to decline that were declined. */
  declined: number;
  /** Questions to decline that were answered outright (not merely offered). */
  declineAnswered: number;
  decline: number;
  misses: string[];
}

const first = (verdict: Verdict) =>
  verdict.kind === 'sure'
    ? verdict.entry.id
    : verdict.kind === 'unsure'
      ? verdict.options[0]?.id
      : undefined;

const describe = (verdict: Verdict) =>
  verdict.kind === 'sure'
    ? `${verdict.entry.id} (${verdict.chance.toFixed(2)})`
    : verdict.kind === 'unsure'
      ? `unsure: ${verdict.options.map((e) => e.id).join(', ')}`
      : 'declined';

export const noFigures = (): Figures => ({
  rightFirst: 0,
  answeredRight: 0,
  answeredWrong: 0,
  onTopic: 0,
  suggested: 0,
  declined: 0,
  declineAnswered: 0,
  decline: 0,
  misses: [],
});

/** Two sets of figures as one, as for the folds of a cross-validation. */
export function addFigures(a: Figures, b: Figures): Figures {
  const sum = noFigures();
  for (const key of Object.keys(sum) as (keyof Figures)[])
    if (key !== 'misses') sum[key] = a[key] + b[key];
  sum.misses = [...a.misses, ...b.misses];
  return sum;
}

export function evaluate(
  retriever: Retriever,
  onTopic: readonly (readonly [string, string])[],
  decline: readonly string[],
): Figures {
  const figures = { ...noFigures(), onTopic: onTopic.length, decline: decline.length };
  for (const [question, id] of onTopic) {
    const verdict = retriever.judge(question);
    if (first(verdict) === id) figures.rightFirst++;
    else figures.misses.push(`"${question}" → ${describe(verdict)}, want ${id}`);
    if (verdict.kind === 'sure')
      figures[verdict.entry.id === id ? 'answeredRight' : 'answeredWrong']++;
    if (verdict.kind === 'decline') {
      // As the dialog shows them: the usual suggestions may crowd out none but the last.
      const shown = declineSuggestions(verdict, assistant.suggestions);
      const pointed = [verdict.near, ...(verdict.likely ?? [])];
      if (pointed.some((e) => e?.id === id && shown.includes(e.question))) figures.suggested++;
    }
  }
  for (const question of decline) {
    const verdict = retriever.judge(question);
    if (verdict.kind === 'decline') figures.declined++;
    else figures.misses.push(`"${question}" → ${describe(verdict)}, want a decline`);
    if (verdict.kind === 'sure') figures.declineAnswered++;
  }
  return figures;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export function summary(name: string, f: Figures): string {
  return [
    `${name}: right entry first ${percent(f.rightFirst, f.onTopic)} of ${f.onTopic}`,
    `(answered right ${percent(f.answeredRight, f.onTopic)}, answered wrong ${f.answeredWrong},`,
    `declined with its entry suggested ${f.suggested});`,
    `declined ${percent(f.declined, f.decline)} of ${f.decline} (answered anyway ${f.declineAnswered})`,
  ].join(' ');
}

/**
 * Each fold scored after learning from all the others, in turn, and the figures summed: how
 * Pharaoh does on phrasings it has not learned from, without touching the held-out test half.
 */
export function crossValidate(
  folds: readonly Bank[],
  entries: readonly KnowledgeEntry[],
  onFold?: (index: number, figures: Figures) => void,
): Figures {
  return crossValidateByAuthors(
    folds.map((fold) => [fold]),
    entries,
    onFold,
  );
}

/**
 * Leave-one-bank-out: each bank's folds are scored together, after learning from the other
 * banks only, as a new author's questions would be. Plain cross-validation (each fold its own
 * bank) learns from the other half of the same authors' bank, which flatters Pharaoh.
 */
export function crossValidateByAuthors(
  banks: readonly (readonly Bank[])[],
  entries: readonly KnowledgeEntry[],
  onBank?: (index: number, figures: Figures) => void,
): Figures {
  // Each question is read once for all the folds: the reading does not depend on the bank.
  const reader = createRetriever(entries, [], '').read;
  const readings = new Map<string, ReturnType<Retriever['read']>>();
  const read = (question: string) => {
    let reading = readings.get(question);
    if (!reading) readings.set(question, (reading = reader(question)));
    return reading;
  };
  return banks
    .map((held, i) => {
      const trainOn = mergeBanks(banks.filter((_, j) => j !== i).flat());
      const retriever = createRetriever(entries, [], learnAll(trainOn, entries, read));
      const figures = held
        .map((fold) => evaluate(retriever, fold.onTopic, fold.decline))
        .reduce(addFigures, noFigures());
      onBank?.(i, figures);
      return figures;
    })
    .reduce(addFigures, noFigures());
}
