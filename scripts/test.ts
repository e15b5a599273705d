/**
 * `npm test`: every check and test, installing and starting what they need.
 * 1. Debian's chromium when /usr/bin/chromium is missing (apt-get, as root or through sudo).
 * 2. Type-check and lint.
 * 3. Vitest: unit tests and API tests against real PostgreSQL (embedded, or TEST_DATABASE_URL).
 * 4. The production web build, then Playwright in that Chromium against it.
 * Ends with one summary line "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'var/test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  const apt = (args: string[]) =>
    isRoot
      ? run(`apt-get ${args.join(' ')}`, 'apt-get', args)
      : run(`sudo apt-get ${args.join(' ')}`, 'sudo', ['apt-get', ...args]);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  Object.assign(process.env, env);
  return (
    apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'chromium']) && existsSync(chromium)
  );
}

function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const vitest = path.join(resultsDir, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
  const pw = path.join(resultsDir, 'playwright.json');
  if (existsSync(pw)) {
    const r = JSON.parse(readFileSync(pw, 'utf8'));
    passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    failed += r.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

/** The vitest report exists and lists no failed test or file. */
function vitestReportClean(): boolean {
  const file = path.join(resultsDir, 'vitest.json');
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const clean = report.numFailedTests === 0 && report.numFailedTestSuites === 0;
  if (!clean) console.log('✘ the vitest report lists failures');
  return clean;
}

rmSync(resultsDir, { recursive: true, force: true });
rmSync(path.join(root, 'var/pg-e2e'), { recursive: true, force: true });
rmSync(path.join(root, 'var/uploads-e2e'), { recursive: true, force: true });
rmSync(path.join(root, 'var/uploads-e2e-private'), { recursive: true, force: true });

const npx = (bin: string) => path.join(root, 'node_modules/.bin', bin);
const steps: [string, () => boolean][] = [
  ['chromium', ensureChromium],
  ['type-check', () => run('type-check', 'npm', ['run', '--silent', 'typecheck'])],
  ['lint', () => run('lint', npx('biome'), ['check', '.'])],
  [
    'unit and API tests',
    () =>
      run('unit and API tests (vitest)', npx('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(resultsDir, 'vitest.json')}`,
        // The report decides too: a run once exited 0 with a failed test in it.
      ]) && vitestReportClean(),
  ],
  ['web build', () => run('web build', 'npm', ['run', '--silent', 'build'])],
  ['browser tests', () => run('browser tests (playwright, Debian chromium)', npx('playwright'), ['test'])],
];

const failedSteps: string[] = [];
for (const [name, step] of steps) {
  if (!step()) {
    failedSteps.push(name);
    // Without a browser or a build, the browser tests cannot run; everything else still does.
    if (name === 'chromium' || name === 'web build') break;
  }
}

const { passed, failed } = counts();
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
