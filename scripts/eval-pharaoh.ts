/**
 * Pharaoh's figures, with every miss listed.
 *   npm run eval:pharaoh                 cross-validation on the banks it learns from
 *                                        (bank/banks.ts): the classifier learns from all folds but
 *                                        one and is scored on that one, in turn. Use it while
 *                                        changing the thesaurus, keywords or
 *                                        retrieval-settings.ts.
 *   npm run eval:pharaoh -- --by-authors each bank scored after learning from the other banks
 *                                        only, as new authors' questions would be (`--folds`
 *                                        prints each bank's figures).
 *   npm run eval:pharaoh -- --test       the held-out bank/twelfth-test-half.ts, the figure
 *                                        that is reported.
 *   --seeds N                            learns N times (1 to 5), each with another shuffle of
 *                                        the examples, and prints each run's figures and their
 *                                        mean: bank by bank a figure moves by 0.1 to 0.2 point
 *                                        from one shuffle to another, so measure each setting
 *                                        compared over several. Not with --test, which learns
 *                                        nothing.
 */
import { knowledge } from '../src/content/knowledge';
import { byAuthors, folds } from '../src/widgets/assistant/bank/banks';
import {
  crossValidate,
  crossValidateByAuthors,
  evaluate,
  summary,
  type Figures,
} from '../src/widgets/assistant/evaluate';
import { MODEL_TRAINING } from '../src/widgets/assistant/learn-model';
import { createRetriever } from '../src/widgets/assistant/retrieval';

/** The shuffles `--seeds` learns with: the shipped one first. */
const SEEDS = [MODEL_TRAINING.seed, 11, 13, 17, 19];
const useTest = process.argv.includes('--test');
const byBank = process.argv.includes('--by-authors');
// Imported only when asked for, so that tuning never reads it by accident.
const fresh = useTest ? await import('../src/widgets/assistant/bank/twelfth-test-half') : null;
const onEach = (i: number, part: Figures) => {
  if (process.argv.includes('--folds'))
    console.log(summary(`  ${byBank ? 'bank' : 'fold'} ${i + 1}`, part));
};
const learnAndScore = () =>
  byBank
    ? crossValidateByAuthors(byAuthors, knowledge, onEach)
    : crossValidate(folds, knowledge, onEach);
const name = useTest
  ? 'twelfth test half'
  : byBank
    ? 'banks, one bank out at a time'
    : 'banks, cross-validated';
const seedsAt = process.argv.indexOf('--seeds');
const given = seedsAt > 0 ? (process.argv[seedsAt + 1] ?? '') : '1';
const runs = Number(given);
if (
  process.argv.some((arg) => arg.startsWith('--seeds=')) ||
  !/^\d+$/.test(given) ||
  runs < 1 ||
  runs > SEEDS.length ||
  (fresh && runs > 1)
) {
  console.error(
    `--seeds N takes N from 1 to ${SEEDS.length}, and not with --test (nothing is learned)`,
  );
  process.exit(1);
}
if (runs > 1) {
  const all = SEEDS.slice(0, runs).map((seed) => {
    MODEL_TRAINING.seed = seed;
    const figures = learnAndScore();
    console.log(summary(`${name}, seed ${seed}`, figures));
    return figures;
  });
  const mean = (pick: (f: Figures) => number) =>
    (all.reduce((sum, f) => sum + pick(f), 0) / all.length).toFixed(1);
  console.log(
    `mean of ${runs}: right entry first ${mean((f) => (100 * f.rightFirst) / f.onTopic)} %,`,
    `declined ${mean((f) => (100 * f.declined) / f.decline)} %,`,
    `answered wrong ${mean((f) => f.answeredWrong)},`,
    `declines answered ${mean((f) => f.declineAnswered)}`,
  );
} else {
  const figures = fresh
    ? evaluate(createRetriever(knowledge), fresh.onTopic, fresh.decline)
    : learnAndScore();
  console.log(summary(name, figures));
  if (!process.argv.includes('--quiet'))
    for (const miss of figures.misses) console.log(`  ${miss}`);
}
