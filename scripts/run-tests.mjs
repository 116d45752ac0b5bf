// `npm test`: every test, unit and browser, then one closing line "N passed, N failed".
// Installs Debian's chromium and postgresql when missing and allowed (root with apt-get);
// otherwise stops with a message saying how, and never skips the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const canApt =
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
let aptUpdated = false;

function run(command, args, env = {}) {
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

function ensure(what, present, debianPackage, hint) {
  if (present()) return;
  if (!canApt) {
    console.error(`${what} not found. ${hint}`);
    process.exit(1);
  }
  console.log(`${what} not found: installing Debian's ${debianPackage}`);
  if (!aptUpdated && run('apt-get', ['update', '-qq']) !== 0) process.exit(1);
  aptUpdated = true;
  if (
    run('apt-get', ['install', '-y', '-qq', debianPackage], {
      DEBIAN_FRONTEND: 'noninteractive',
    }) !== 0 ||
    !present()
  ) {
    console.error(`Could not install ${debianPackage}. ${hint}`);
    process.exit(1);
  }
}

const chromium = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
    (p) => p && existsSync(p),
  );
const postgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
ensure(
  'Chromium',
  chromium,
  'chromium',
  'Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.',
);
ensure(
  'PostgreSQL server binaries',
  postgres,
  'postgresql',
  'Install them (Debian: `sudo apt-get install -y postgresql`); the tests start a throwaway cluster.',
);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
if (run('node', ['scripts/build-widgets.mjs']) !== 0) process.exit(1);

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.test-results/unit.json',
]);
let port = await freePort();
while (port > 65000) port = await freePort();
const e2eStatus = run('npx', ['playwright', 'test'], {
  E2E_BASE_PORT: String(port),
  PW_JSON_OUTPUT: '.test-results/e2e.json',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ./scripts/asset-loader.mjs`.trim(),
});

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
const unit = read('.test-results/unit.json');
const e2e = read('.test-results/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
if (!unit) console.error('unit test results missing');
if (!e2e) console.error('browser test results missing');
if (!unit || !e2e) failed += 1;
// A runner that failed outside any test (config, web server, collection) still fails the run.
if ((unitStatus !== 0 || e2eStatus !== 0) && failed === 0) {
  console.error(`a test runner exited with status ${unitStatus || e2eStatus}`);
  failed = 1;
}
for (const error of e2e?.errors ?? [])
  console.error(`browser test error: ${error.message ?? error}`);
if ((e2e?.stats?.skipped ?? 0) > 0) {
  console.error(`${e2e.stats.skipped} browser tests were skipped; none may be.`);
  failed += e2e.stats.skipped;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
