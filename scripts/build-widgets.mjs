// The page built a second time with the voice agent and chatbot configured, into .e2e/, so the
// browser tests can check both configurations. The steps and the test ids are in build.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(`${root}node_modules/.bin/tsx`, ['scripts/build.ts', '--widgets'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
