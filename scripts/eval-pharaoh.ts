/**
 * Pharaoh's figures, with every miss listed.
 *   npm run eval:pharaoh            cross-validation on the banks it learns from (bank/banks.ts):
 *                                   terms are learned from all folds but one and scored on that
 *                                   one, in turn. Use it while changing the thesaurus, keywords or
 *                                   TUNING.
 *   npm run eval:pharaoh -- --test  the held-out bank/ninth-test-half.ts, the figure that is reported.
 */
import { knowledge } from '../src/content/knowledge';
import { folds } from '../src/widgets/assistant/bank/banks';
import { crossValidate, evaluate, summary } from '../src/widgets/assistant/evaluate';
import { createRetriever } from '../src/widgets/assistant/retrieval';

const useTest = process.argv.includes('--test');
// Imported only when asked for, so that tuning never reads it by accident.
const fresh = useTest ? await import('../src/widgets/assistant/bank/ninth-test-half') : null;
const figures = fresh
  ? evaluate(createRetriever(knowledge), fresh.onTopic, fresh.decline)
  : crossValidate(folds, knowledge, (i, fold) => {
      if (process.argv.includes('--folds')) console.log(summary(`  fold ${i + 1}`, fold));
    });
console.log(summary(useTest ? 'ninth test half' : 'banks, cross-validated', figures));
if (!process.argv.includes('--quiet')) for (const miss of figures.misses) console.log(`  ${miss}`);
