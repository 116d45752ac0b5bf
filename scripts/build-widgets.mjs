// Builds the page a second time with the voice agent and chatbot configured, into .e2e/, so
// the browser tests can check both configurations. The ids are test values, not real accounts.
import { spawnSync } from 'node:child_process';

const out = '.e2e/dist-widgets';
const env = {
  ...process.env,
  BUILD_OUT_DIR: out,
  VITE_ELEVENLABS_AGENT_ID: 'agent_e2e_test',
  VITE_CHATBASE_ID: 'chatbot_e2e_test',
};
const steps = [
  ['npm', ['run', 'fonts', '--silent']],
  ['npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn']],
  [
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${out}-ssr`,
      '--logLevel',
      'warn',
    ],
  ],
  ['npx', ['tsx', 'scripts/prerender.ts']],
  ['npx', ['tsx', 'scripts/compress.ts']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
