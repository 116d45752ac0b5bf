import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

/** What Pharaoh's generated files are made from: the content and the question banks. */
const TRAINED_FROM = ['src/content', 'src/widgets/assistant/bank'];

/**
 * Runs scripts/train-pharaoh.ts again after an edit of what it reads, so an edit of the
 * knowledge shows in the preview as any other content does: the trainer rewrites
 * its generated files (only when they change), and Vite reloads the page for
 * that. A fresh process each time, so it reads the edited modules, not cached ones; edits that
 * come while it runs are taken in one more run once it ends. Its own watchers, not Vite's, which
 * are replaced when Vite restarts after an edit of a file vite.config.ts imports.
 */
export function retrainOnEdit(root: string): () => void {
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/train-pharaoh.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      running = false;
      if (code !== 0) console.error(`Pharaoh's knowledge was not rebuilt (exit ${code})`);
      if (again) {
        again = false;
        run();
      }
    });
  };
  const watchers = TRAINED_FROM.map((folder) =>
    watch(join(root, folder), { recursive: true }, (_event, file) => {
      if (!file?.endsWith('.ts') || file.endsWith('.test.ts')) return;
      // An editor's save is often several writes: one run for them all.
      clearTimeout(timer);
      timer = setTimeout(run, 150);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
