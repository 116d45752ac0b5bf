/**
 * The build, listed once: `npm run build` (the site, into dist/) and the widget-configured test
 * build (into .e2e/, for the browser tests) run these same steps and differ only in where they
 * write and in their environment.
 *
 *   tsx scripts/build.ts [--widgets]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BuildVariant {
  /** Output folder, relative to the project; the server render goes beside it, in `<outDir>-ssr`. */
  outDir: string;
  /** Added to the environment of every step. */
  env: Record<string, string>;
  /** Vite prints warnings only: the test build's size tables would bury the test output. */
  quiet: boolean;
}

export const variants = {
  site: { outDir: 'dist', env: {}, quiet: false },
  // The ids are test values, not real accounts (e2e/support/ports.ts names them too).
  widgets: {
    outDir: '.e2e/dist-widgets',
    env: { VITE_ELEVENLABS_AGENT_ID: 'agent_e2e_test', VITE_CHATBASE_ID: 'chatbot_e2e_test' },
    quiet: true,
  },
} as const satisfies Record<string, BuildVariant>;

export interface BuildStep {
  name: string;
  command: string;
  args: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

/** The steps, in order. Each runs in its own process, as a fresh `vite build` expects. */
export function buildSteps(variant: BuildVariant): BuildStep[] {
  const { outDir } = variant;
  const log = variant.quiet ? ['--logLevel', 'warn'] : [];
  return [
    // The display font is cut to the content's characters (src/fonts, read by the CSS).
    { name: 'fonts', command: 'npm', args: ['run', 'fonts', '--silent'] },
    // The assistant's classifier and evaluated knowledge follow the content and the bank.
    { name: 'train-pharaoh', command: bin('tsx'), args: ['scripts/train-pharaoh.ts'] },
    { name: 'client', command: bin('vite'), args: ['build', '--outDir', outDir, ...log] },
    {
      name: 'server render',
      command: bin('vite'),
      args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`, ...log],
    },
    { name: 'prerender', command: bin('tsx'), args: ['scripts/prerender.ts'] },
    { name: 'compress', command: bin('tsx'), args: ['scripts/compress.ts'] },
  ];
}

/** Runs the steps; the first that fails stops the build, and its exit status is returned. */
export function runBuild(variant: BuildVariant): number {
  // prerender.ts and compress.ts read the output folder from BUILD_OUT_DIR.
  const env = { ...process.env, ...variant.env, BUILD_OUT_DIR: variant.outDir };
  for (const step of buildSteps(variant)) {
    const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`build step "${step.name}" failed (${step.command} ${step.args.join(' ')})`);
      return result.status ?? 1;
    }
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const widgets = process.argv.includes('--widgets');
  process.exit(runBuild(widgets ? variants.widgets : variants.site));
}
