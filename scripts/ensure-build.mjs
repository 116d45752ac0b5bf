// Part of `npm start`: builds the page when dist/ is missing or older than any of its sources,
// so a fresh clone starts whole and an edit of src/content/ is never served stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const projectRoot = new URL('..', import.meta.url).pathname;
/** What the page is built from; src/fonts is itself a build product, so it is left out. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  // The steps (build.ts), what they run and what those import, all of it: a list of chosen files
  // missed new ones (the inline icon, the inline scripts, the static hosts' headers), and a
  // needless rebuild after a bench script's edit costs seconds where a stale page misleads.
  'scripts',
];

/** The newest modification time under a path, with the file that has it. */
function newest(path, skip) {
  if (path === skip || !existsSync(path)) return { time: 0, file: '' };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: path };
  let best = { time: 0, file: '' };
  for (const name of readdirSync(path)) {
    const found = newest(join(path, name), skip);
    if (found.time > best.time) best = found;
  }
  return best;
}

/** Why the page must be built, or null when dist/ is up to date. */
export function buildReason(root = projectRoot) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'no build in dist/ yet';
  const builtAt = statSync(built).mtimeMs;
  for (const source of SOURCES) {
    const found = newest(join(root, source), join(root, 'src', 'fonts'));
    if (found.time > builtAt)
      return `${found.file.slice(root.length).replace(/^\//, '')} changed since the last build`;
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the page: ${reason}.`);
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
