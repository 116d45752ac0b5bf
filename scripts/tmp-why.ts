import { knowledge } from '../src/content/knowledge';
import { createRetriever } from '../src/widgets/assistant/retrieval';
import { model } from '../src/widgets/assistant/model-data';
import { MODEL_STEP, BIAS } from '../src/widgets/assistant/classifier';
const r = createRetriever(knowledge);
const [alpha, ...classes] = model.split('|');
const W = new Map<string, Map<number, number>>();
classes.forEach((g, c) => { for (const grp of g.split(',')) { const [w, ...fs] = grp.split(' '); for (const f of fs) { if (!W.has(f)) W.set(f, new Map()); W.get(f)!.set(c, +w! * MODEL_STEP); } } });
const D = knowledge.length;
for (const q of process.argv.slice(2)) {
  const { features, matches } = r.read(q);
  const v = r.judge(q);
  const best = matches.indexOf(1);
  console.log(`\n${q} → ${v.kind} ${'entry' in v ? v.entry.id : ''} ${'options' in v ? v.options.map(o=>o.id).join(',') : ''}`);
  console.log(' features', [...features].join(' '), ' bestmatch', knowledge[best]?.id);
  for (const c of [D, best]) {
    const parts = [BIAS, ...features].map(f => [f, W.get(f)?.get(c) ?? 0] as const).filter(([, w]) => w);
    console.log(`  ${c === D ? 'DECLINE' : knowledge[c]?.id}: match ${(+alpha! * MODEL_STEP * (matches[c] ?? 0)).toFixed(1)} ` + parts.map(([f, w]) => `${f}:${w}`).join(' '));
  }
}
