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
import { createRetriever } from '../src/widgets/assistant/retrieval';

const useTest = process.argv.includes('--test');
const byBank = process.argv.includes('--by-authors');
// Imported only when asked for, so that tuning never reads it by accident.
const fresh = useTest ? await import('../src/widgets/assistant/bank/twelfth-test-half') : null;
const onEach = (i: number, part: Figures) => {
  if (process.argv.includes('--folds'))
    console.log(summary(`  ${byBank ? 'bank' : 'fold'} ${i + 1}`, part));
};
const figures = fresh
  ? evaluate(createRetriever(knowledge), fresh.onTopic, fresh.decline)
  : byBank
    ? crossValidateByAuthors(byAuthors, knowledge, onEach)
    : crossValidate(folds, knowledge, onEach);
const name = useTest
  ? 'twelfth test half'
  : byBank
    ? 'banks, one bank out at a time'
    : 'banks, cross-validated';
console.log(summary(name, figures));
if (!process.argv.includes('--quiet')) for (const miss of figures.misses) console.log(`  ${miss}`);
