// `npm test`: every gate, failing fast. Independent steps run side by side within the machine's
// cores, the critical path (types, build, end-to-end) at normal priority and the rest in the
// background; one production build on a fresh embedded database, shared by every step that reads
// dist/. A parallel step's output is printed whole when it ends. A table of step timings closes
// the run; a full passing run also writes it, with the CPU it took, to bench/results.md.
//
//   npm test                  everything (what CI runs)
//   npm test -- quick         format, lint, types, unit: the inner loop (lint only what changed)
//   npm test -- lint types    the steps whose names start with these words, plus what they need
//
// TEST_JOBS sets how many cores each class keeps busy (default: all of them).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, setPriority, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { missingChromiumHelp } from '#e2e-support/browser.ts';
import {
  PlanError,
  TIMINGS_HEADING,
  childrenCpuSeconds,
  replaceSection,
  timeOutputCpuSeconds,
  selectSteps,
  startable,
  timingTable,
  timingsSection,
} from './lib/test-plan.ts';

const LINT = ['eslint', '.', '--max-warnings', '0'];

/**
 * Two classes share the cores. The critical path (the build, then the end-to-end tests, then the
 * dev server smoke tests: all rewrite Astro's generated files in .astro/) and the netlify step run at
 * normal priority; every other step is `background`: lower priority, so it fills the time the
 * critical steps leave idle without slowing them. Within a class, table order is start order among
 * the steps that may start.
 * @type {import('./lib/test-plan.ts').Step[]}
 */
const steps = [
  {
    // Builds and serves a copy of the project with Netlify's CLI: independent of dist/, but after the
    // end-to-end tests, at full priority. Beside them (its own build, a server and functions), it
    // made the 2-core CI machine so busy that their admin screens missed their waits; its smoke test
    // times the build hook's debounce, which a starved function answer would miss. It holds the
    // astro lock: its copy links this project's node_modules, and its build beside `astro dev`
    // broke the dev server's pre-bundled React ("_jsxDEV is not a function").
    name: 'netlify',
    command: ['node', 'scripts/test-netlify.mjs'],
    after: ['end-to-end tests'],
    locks: ['astro'],
    browser: true,
  },
  // First: everything that reads dist/ waits for it.
  { name: 'build', command: ['astro', 'build'], locks: ['astro'], dataDir: 'site' },
  {
    name: 'end-to-end tests',
    command: ['playwright', 'test'],
    needs: ['build'],
    // Its admin tests rebuild the site with astro in the project.
    locks: ['astro'],
    dataDir: 'site',
    cores: 2,
    browser: true,
  },
  {
    name: 'dev server smoke tests',
    command: ['playwright', 'test', '--config', 'playwright.dev.config.ts'],
    // `astro dev` rewrites Astro's generated files too.
    locks: ['astro'],
    browser: true,
  },
  // The background: the quick steps first (a lint error should not wait for the database suite),
  // then the long independent ones, then what reads dist/.
  {
    name: 'unit tests',
    command: ['vitest', 'run', '--project', 'unit'],
    quick: true,
    background: true,
  },
  {
    name: 'lint',
    command: LINT,
    // The inner loop lints only the files whose content changed (70 s → a few seconds). ESLint's
    // cache cannot see that a change in one file alters the types another file's rules read: the
    // full run, which CI makes, lints everything, and so does `npm test -- lint`.
    quickCommand: [
      ...LINT,
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      'node_modules/.cache/eslint/.eslintcache',
    ],
    quick: true,
    background: true,
  },
  {
    // Beside the build, not before it: with --noSync it neither writes nor reads .astro/, which the
    // builds rewrite (tsconfig.check.json names Astro's client types from src/astro-client.d.ts).
    name: 'types',
    command: [
      'astro',
      'check',
      '--noSync',
      '--tsconfig',
      'tsconfig.check.json',
      '--minimumSeverity',
      'warning',
    ],
    quick: true,
    background: true,
  },
  // Format and script types remember what they checked (by content, in node_modules/.cache): the
  // inner loop re-checks only what changed; a fresh clone checks everything.
  {
    name: 'types of scripts',
    command: [
      'tsc',
      '-p',
      'tsconfig.scripts.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/scripts.tsbuildinfo',
    ],
    quick: true,
    background: true,
  },
  {
    name: 'format',
    command: [
      'prettier',
      '--check',
      '.',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      'node_modules/.cache/prettier/.prettier-cache',
    ],
    quick: true,
    background: true,
  },
  {
    // The layers of src/lib and no import cycles (.dependency-cruiser.cjs).
    name: 'dependencies',
    command: ['depcruise', 'src', 'server', 'scripts', '--config', '.dependency-cruiser.cjs'],
    quick: true,
    background: true,
  },
  {
    name: 'spelling',
    command: ['cspell', '--no-progress', '--no-summary'],
    quick: true,
    background: true,
  },
  // Real databases, servers and child processes.
  {
    name: 'integration tests',
    command: ['vitest', 'run', '--project', 'integration'],
    background: true,
  },
  {
    name: 'site checks',
    command: ['node', 'scripts/check-site.mjs'],
    needs: ['build'],
    background: true,
  },
  {
    name: 'proxy end-to-end tests',
    command: ['playwright', 'test', '--config', 'playwright.proxy.config.ts'],
    needs: ['build'],
    browser: true,
    background: true,
  },
];

const RESULTS_FILE = 'bench/results.md';
/** The niceness of background steps: the critical ones get about three times their share of a core. */
const BACKGROUND_PRIORITY = 5;
const KILL_GRACE_MS = 10_000;
/** Output is printed when a step ends: meanwhile, say every so often what is still running. */
const HEARTBEAT_MS = 60_000;

const words = process.argv.slice(2);
let selected;
try {
  selected = selectSteps(steps, words);
} catch (error) {
  if (!(error instanceof PlanError)) throw error;
  console.error(`npm test: ${error.message}`);
  process.exit(2);
}

if (selected.some((step) => step.browser)) {
  const help = missingChromiumHelp();
  if (help) {
    console.error(help);
    process.exit(1);
  }
}

const cores = Number(process.env.TEST_JOBS) || availableParallelism();
const interactive = process.stdout.isTTY;
/** @typedef {import('./lib/test-plan.ts').Step} Step */
/** @typedef {import('./lib/test-plan.ts').Timing} Timing */
/**
 * A started step: its process, its output so far, and its exit code once it ends.
 * @typedef {{
 *   step: Step,
 *   child: import('node:child_process').ChildProcess,
 *   chunks: Buffer[],
 *   startedAt: number,
 *   done: Promise<number>,
 * }} Run
 */

/** @type {Map<string, string>} */
const tempDirs = new Map();
/** @param {Step} step @returns {string} */
const dataDirFor = (step) => {
  const key = step.dataDir ?? `step:${step.name}`;
  let dir = tempDirs.get(key);
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'northbeam-test-data-'));
    tempDirs.set(key, dir);
  }
  return dir;
};
const baseEnv = {
  ...process.env,
  // The tools' `#!/usr/bin/env node` finds this Node, also when the runner is started without npm.
  PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  SITE_URL: process.env.SITE_URL ?? 'http://localhost:4321',
  // Output is buffered through a pipe: keep the colours a terminal would show.
  ...(interactive && !process.env.NO_COLOR && { FORCE_COLOR: '1' }),
};

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * CPU seconds of this runner and every step it waited for (Linux: /proc), as `/usr/bin/time`
 * counts them; undefined elsewhere.
 * @returns {number | undefined}
 */
function cpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const children = childrenCpuSeconds(readFileSync('/proc/self/stat', 'utf8'));
  const own = process.cpuUsage();
  return children === undefined ? undefined : children + (own.user + own.system) / 1e6;
}
/** GNU time, where installed, measures each step's CPU: its processes and all they wait for. */
const TIME_BIN = '/usr/bin/time';
const NICE_BIN = '/usr/bin/nice';
const measureCpu = existsSync(TIME_BIN) && existsSync('/proc/self/stat');
const cpuDir = measureCpu ? mkdtempSync(join(tmpdir(), 'northbeam-test-cpu-')) : '';
/** @param {Step} step */
const cpuFileFor = (step) => join(cpuDir, `${step.name.replaceAll(' ', '-')}.txt`);
/** @param {Step} step @returns {number | undefined} */
const stepCpuSeconds = (step) => {
  const file = cpuFileFor(step);
  return measureCpu && existsSync(file)
    ? timeOutputCpuSeconds(readFileSync(file, 'utf8'))
    : undefined;
};

/** @param {Step} step */
const label = (step) => `${step.name}: ${step.command.join(' ')}`;

/**
 * Runs one step in its own process group, collecting stdout and stderr in order.
 * @param {Step} step
 * @returns {Run}
 */
function start(step) {
  const [bin, ...args] = step.command;
  if (!bin) throw new PlanError(`step "${step.name}" has no command`);
  const program = join('node_modules', '.bin', bin);
  const [timed, timedArgv] = measureCpu
    ? [TIME_BIN, ['-f', '%U %S', '-o', cpuFileFor(step), program, ...args]]
    : [program, args];
  // A background step starts under `nice`, so that its first process already runs at the lower
  // priority: set after the spawn, it reached GNU time but not the command time had already started.
  const niced = step.background && existsSync(NICE_BIN);
  const [file, argv] = niced
    ? [NICE_BIN, ['-n', String(BACKGROUND_PRIORITY), timed, ...timedArgv]]
    : [timed, timedArgv];
  const child = spawn(file, argv, {
    env: { ...baseEnv, DATA_DIR: dataDirFor(step) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (step.background && !niced && child.pid !== undefined) {
    // Inherited by every process the step starts from here on.
    setPriority(child.pid, BACKGROUND_PRIORITY);
  }
  /** @type {Buffer[]} */
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const startedAt = Date.now();
  /** @type {Promise<number>} */
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { step, child, chunks, startedAt, done };
}

/** @param {Run} run */
function stopGroup(run) {
  /** @param {NodeJS.Signals} name */
  const signal = (name) => {
    const pid = run.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, name);
    } catch {
      // the group has already gone
    }
  };
  // SIGINT, as from Ctrl-C: Playwright then stops the web servers it started in groups of their own.
  signal('SIGINT');
  const force = setTimeout(() => signal('SIGKILL'), KILL_GRACE_MS);
  return run.done.finally(() => clearTimeout(force));
}

const started = Date.now();
const startLoad = loadavg()[0] ?? 0;
/** @type {Timing[]} */
const timings = [];
/** @type {Set<string>} */
const passed = new Set();
let waiting = [...selected];
/** @type {Map<string, Run>} */
const running = new Map();
/** @type {{ name: string, why: string } | undefined} */
let failure;

const heartbeat = setInterval(() => {
  const now = Date.now();
  const list = [...running.values()].map(
    (run) => `${run.step.name} (${seconds(now - run.startedAt)} s)`,
  );
  if (list.length > 0) console.log(`… still running: ${list.join(', ')}`);
}, HEARTBEAT_MS);

process.on('SIGINT', () => {
  for (const run of running.values()) void stopGroup(run);
});

while ((waiting.length > 0 || running.size > 0) && !failure) {
  const runningSteps = [...running.values()].map((run) => run.step);
  for (const step of startable({ waiting, running: runningSteps, passed, cores })) {
    waiting = waiting.filter((other) => other !== step);
    console.log(`━━ ${label(step)}`);
    running.set(step.name, start(step));
  }
  if (running.size === 0) {
    // Nothing can start and nothing runs: a need failed to pass or the table is inconsistent.
    failure = { name: waiting[0]?.name ?? 'npm test', why: 'could not start' };
    break;
  }
  const finished = await Promise.race(
    [...running.values()].map((run) => run.done.then((code) => ({ run, code }))),
  );
  const { run, code } = finished;
  running.delete(run.step.name);
  const elapsed = Date.now() - run.startedAt;
  const ok = code === 0;
  timings.push({
    name: run.step.name,
    seconds: elapsed / 1000,
    status: ok ? 'ok' : 'FAILED',
    cpuSeconds: stepCpuSeconds(run.step),
  });
  const output = Buffer.concat(run.chunks).toString('utf8');
  if (output.trim()) {
    console.log(`\n┌─ ${run.step.name}`);
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  console.log(`━━ ${run.step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(elapsed)} s\n`);
  if (ok) passed.add(run.step.name);
  else failure = { name: run.step.name, why: `exited with ${code}` };
}

if (failure) {
  for (const run of running.values()) {
    console.log(`━━ ${run.step.name}: stopped (${failure.name} failed)`);
    await stopGroup(run);
    timings.push({
      name: run.step.name,
      seconds: (Date.now() - run.startedAt) / 1000,
      status: 'stopped',
    });
  }
}

clearInterval(heartbeat);
const totalSeconds = (Date.now() - started) / 1000;
console.log(`\n${timingTable(timings, totalSeconds)}`);
for (const dir of [...tempDirs.values(), cpuDir].filter(Boolean)) {
  rmSync(dir, { recursive: true, force: true });
}

const fullRun = words.length === 0 && timings.length === steps.length;
if (!failure && fullRun && existsSync(RESULTS_FILE)) {
  const section = timingsSection(timings, totalSeconds, {
    date: new Date().toISOString().slice(0, 10),
    cores,
    cpuSeconds: cpuSeconds(),
    load: { start: startLoad, end: loadavg()[0] ?? 0 },
  });
  writeFileSync(
    RESULTS_FILE,
    replaceSection(readFileSync(RESULTS_FILE, 'utf8'), TIMINGS_HEADING, section),
  );
  console.log(`(the step timings and the CPU figure are in ${RESULTS_FILE})`);
}
if (failure) console.error(`\nnpm test: ${failure.name} ${failure.why}`);
process.exit(failure ? 1 : 0);
