import { knowledge } from '../src/content/knowledge';
import { createRetriever } from '../src/widgets/assistant/retrieval';
const r = createRetriever(knowledge);
const qs = process.argv.slice(2).length ? process.argv.slice(2) : (await import('node:fs')).readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const q of qs) {
  const v = r.judge(q);
  console.log(`${q} → ${v.kind} ${'entry' in v ? v.entry.id : ''}${'options' in v ? v.options.map((o) => o.id).join(',') : ''}`);
}
