/**
 * Pharaoh's figures, with every miss listed.
 *   npm run eval:pharaoh            cross-validation on the banks it learns from (bank/banks.ts):
 *                                   terms are learned from all folds but one and scored on that
 *                                   one, in turn. Use it while changing the thesaurus, keywords or
 *                                   TUNING.
 *   npm run eval:pharaoh -- --test  the held-out bank/fourth-test-half.ts, the figure that is reported.
 */
import { knowledge } from '../src/content/knowledge';
import { folds } from '../src/widgets/assistant/bank/banks';
import { addFigures, evaluate, noFigures, summary } from '../src/widgets/assistant/evaluate';
import { createRetriever } from '../src/widgets/assistant/retrieval';
import { learnAll } from '../src/widgets/assistant/learn';
import { readGate } from '../src/widgets/assistant/gate';

export function crossValidate() {
  let total = noFigures();
  folds.forEach((scoreOn, i) => {
    const trainOn = folds.filter((_, j) => j !== i);
    const bank = {
      onTopic: trainOn.flatMap((fold) => fold.onTopic),
      decline: trainOn.flatMap((fold) => fold.decline),
    };
    const { terms, gate } = learnAll(bank, knowledge);
    const retriever = createRetriever(knowledge, terms, readGate(gate));
    const figures = evaluate(retriever, scoreOn.onTopic, scoreOn.decline);
    if (process.argv.includes('--folds')) console.log(summary(`  fold ${i + 1}`, figures));
    total = addFigures(total, figures);
  });
  return total;
}

const useTest = process.argv.includes('--test');
// Imported only when asked for, so that tuning never reads it by accident.
const fresh = useTest ? await import('../src/widgets/assistant/bank/fourth-test-half') : null;
const figures = fresh
  ? evaluate(createRetriever(knowledge), fresh.onTopic, fresh.decline)
  : crossValidate();
console.log(summary(useTest ? 'fourth test half' : 'banks, cross-validated', figures));
if (!process.argv.includes('--quiet')) for (const miss of figures.misses) console.log(`  ${miss}`);
