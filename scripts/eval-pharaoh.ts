/**
 * Pharaoh's figures, with every miss listed.
 *   npm run eval:pharaoh            two-fold cross-validation on the first bank: terms are learned
 *                                   from one half of it and scored on the other, both ways. Use
 *                                   it while changing the thesaurus, keywords or TUNING.
 *   npm run eval:pharaoh -- --test  the held-out bank/fresh-test.ts, the figure that is reported.
 */
import { knowledge } from '../src/content/knowledge';
import * as seenTest from '../src/widgets/assistant/bank/test-half';
import * as tuning from '../src/widgets/assistant/bank/tuning-half';
import { evaluate, summary, type Figures } from '../src/widgets/assistant/evaluate';
import { createRetriever } from '../src/widgets/assistant/retrieval';
import { learn } from '../src/widgets/assistant/learn';

function crossValidate(): Figures {
  const folds = [tuning, seenTest];
  const total: Figures = {
    rightFirst: 0,
    answeredRight: 0,
    answeredWrong: 0,
    onTopic: 0,
    declined: 0,
    declineAnswered: 0,
    decline: 0,
    misses: [],
  };
  folds.forEach((trainOn, i) => {
    const scoreOn = folds[1 - i] ?? trainOn;
    const retriever = createRetriever(knowledge, learn(trainOn.onTopic, knowledge));
    const f = evaluate(retriever, scoreOn.onTopic, scoreOn.decline);
    for (const key of Object.keys(total) as (keyof Figures)[])
      if (key !== 'misses') total[key] += f[key];
    total.misses.push(...f.misses);
  });
  return total;
}

const useTest = process.argv.includes('--test');
// Imported only when asked for, so that tuning never reads it by accident.
const fresh = useTest ? await import('../src/widgets/assistant/bank/fresh-test') : null;
const figures = fresh
  ? evaluate(createRetriever(knowledge), fresh.onTopic, fresh.decline)
  : crossValidate();
console.log(summary(useTest ? 'fresh test set' : 'first bank, cross-validated', figures));
if (!process.argv.includes('--quiet')) for (const miss of figures.misses) console.log(`  ${miss}`);
