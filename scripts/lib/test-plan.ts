/**
 * The pure part of `npm test`: which steps a command line selects, which of them may start now,
 * and the timing report. scripts/test.mjs runs the processes.
 */

export interface Step {
  name: string;
  /** Binary in node_modules/.bin, then its arguments. */
  command: string[];
  /** Steps that must have passed first (e.g. the build, for everything that reads dist/). */
  needs?: string[];
  /**
   * Steps this one starts after, when they are part of the run, without needing them: an
   * independent step that would slow the critical path down if it shared the cores with it.
   */
  after?: string[];
  /**
   * Resources only one running step may hold: `astro` for anything that syncs Astro's generated
   * files (.astro/, node_modules/.astro/); a data directory name shared by a build and the server
   * that reads it (PGlite serves one process per directory).
   */
  locks?: string[];
  /** A data directory shared with other steps, by name; otherwise the step gets a fresh one. */
  dataDir?: string;
  /** How many CPU cores the step keeps busy on its own (Playwright with several workers: 2). */
  cores?: number;
  /**
   * Off the critical path: runs at a lower CPU priority, on cores of its own in the plan, so that it
   * soaks up the time the critical steps leave idle (waiting on a rebuild, a page, a server) and
   * never slows them down. The steps every later one waits for (types, build, end-to-end) are not.
   */
  background?: boolean;
  /** Drives a browser: `npm test` checks one is installed before starting anything. */
  browser?: boolean;
  /** Part of `npm test -- quick`, the inner loop. */
  quick?: boolean;
  /**
   * What the step runs in `npm test -- quick` instead of `command`: the inner loop may trade an
   * exactness the full run keeps for speed (a cache that cannot see across files, say). The full
   * run, and a step named on the command line, run `command`.
   */
  quickCommand?: string[];
}

export class PlanError extends Error {}

/**
 * The steps a command line asks for, in table order: everything when empty; `quick` for the quick
 * steps; otherwise every step whose name starts with one of the words. Needs come along.
 */
export function selectSteps(steps: readonly Step[], words: readonly string[]): Step[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  for (const step of steps) {
    for (const need of step.needs ?? []) {
      if (!byName.has(need))
        throw new PlanError(`step "${step.name}" needs unknown step "${need}"`);
    }
    for (const before of step.after ?? []) {
      if (!byName.has(before))
        throw new PlanError(`step "${step.name}" comes after unknown step "${before}"`);
    }
  }
  if (words.length === 0) return [...steps];
  const chosen = new Set<string>();
  for (const word of words) {
    const matches =
      word === 'quick'
        ? steps.filter((step) => step.quick)
        : steps.filter((step) => step.name.startsWith(word));
    if (matches.length === 0) {
      throw new PlanError(
        `no step matches "${word}"; steps: quick, ${steps.map((step) => step.name).join(', ')}`,
      );
    }
    for (const step of matches) chosen.add(step.name);
  }
  const addNeeds = (name: string) => {
    for (const need of byName.get(name)?.needs ?? []) {
      if (!chosen.has(need)) {
        chosen.add(need);
        addNeeds(need);
      }
    }
  };
  for (const name of [...chosen]) addNeeds(name);
  const quickRun = words.includes('quick');
  return steps
    .filter((step) => chosen.has(step.name))
    .map((step) =>
      quickRun && step.quick && step.quickCommand ? { ...step, command: step.quickCommand } : step,
    );
}

export interface SchedulerState {
  /** Steps not started yet, in table order. */
  waiting: readonly Step[];
  running: readonly Step[];
  passed: ReadonlySet<string>;
  /** Cores the runner may keep busy. */
  cores: number;
}

const coresOf = (step: Step) => step.cores ?? 1;
const locksOf = (step: Step) => [
  ...(step.locks ?? []),
  ...(step.dataDir ? [`data:${step.dataDir}`] : []),
];

/**
 * The waiting steps that may start now, in table order: their needs have passed, the steps they
 * come after have ended, none of their locks is held, and a core of their class is free. Critical
 * and background steps each have the machine's cores in the plan (background ones run at a lower
 * priority, so the critical ones keep the CPU when they want it). A wide step may take more cores
 * than are left (the machine runs briefly oversubscribed rather than idle); nothing else of its
 * class starts until the load falls below the cores.
 */
export function startable(state: SchedulerState): Step[] {
  const held = new Set(state.running.flatMap(locksOf));
  const busy = { critical: 0, background: 0 };
  const classOf = (step: Step) => (step.background ? 'background' : 'critical');
  for (const step of state.running) busy[classOf(step)] += coresOf(step);
  const pending = new Set([...state.waiting, ...state.running].map((step) => step.name));
  const chosen: Step[] = [];
  for (const step of state.waiting) {
    if (!(step.needs ?? []).every((need) => state.passed.has(need))) continue;
    if ((step.after ?? []).some((name) => pending.has(name))) continue;
    if (locksOf(step).some((lock) => held.has(lock))) continue;
    if (busy[classOf(step)] >= state.cores) continue;
    chosen.push(step);
    busy[classOf(step)] += coresOf(step);
    for (const lock of locksOf(step)) held.add(lock);
  }
  return chosen;
}

export interface Timing {
  name: string;
  seconds: number;
  status: 'ok' | 'FAILED' | 'stopped';
  /** CPU time (user + system) of the step's processes, when the system measured it. */
  cpuSeconds?: number | undefined;
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

const TOTAL_LABEL = 'total (wall clock)';

const hasCpuColumn = (timings: readonly Timing[]) =>
  timings.some((timing) => timing.cpuSeconds !== undefined);

/** A plain-text table of step timings, in the order given, and the wall clock. */
export function timingTable(timings: readonly Timing[], totalSeconds: number): string {
  const width = Math.max(TOTAL_LABEL.length, ...timings.map((timing) => timing.name.length));
  const cpu = (timing: Timing) =>
    hasCpuColumn(timings)
      ? `${(timing.cpuSeconds === undefined ? '' : seconds(timing.cpuSeconds)).padStart(9)}  `
      : '';
  const rows = timings.map(
    (timing) =>
      `${timing.name.padEnd(width)}  ${seconds(timing.seconds).padStart(9)}  ${cpu(timing)}${timing.status}`,
  );
  const cpuHeading = hasCpuColumn(timings) ? `${'CPU'.padStart(9)}  ` : '';
  return [
    `${'step'.padEnd(width)}  ${'time'.padStart(9)}  ${cpuHeading}result`,
    ...rows,
    `${TOTAL_LABEL.padEnd(width)}  ${seconds(totalSeconds).padStart(9)}`,
  ].join('\n');
}

export const TIMINGS_HEADING = '## Test suite timings';

export interface RunContext {
  date: string;
  cores: number;
  /** CPU time (user + system) of every process the run started, when the system says. */
  cpuSeconds?: number | undefined;
  /** The 1-minute load average at the start and at the end: how busy the machine was otherwise. */
  load?: { start: number; end: number } | undefined;
}

/** The Markdown section of bench/results.md for a full passing run: every step, slowest first. */
export function timingsSection(
  timings: readonly Timing[],
  totalSeconds: number,
  context: RunContext,
): string {
  const slowestFirst = [...timings].sort((a, b) => b.seconds - a.seconds);
  const withCpu = hasCpuColumn(timings);
  const cpu =
    context.cpuSeconds === undefined
      ? ''
      : ` CPU ${seconds(context.cpuSeconds)} (user + system of every process, as \`/usr/bin/time\`` +
        ` counts it): ${((100 * context.cpuSeconds) / totalSeconds).toFixed(0)} % of one core,` +
        ` ${((100 * context.cpuSeconds) / (totalSeconds * context.cores)).toFixed(0)} % of the` +
        ` ${context.cores}.`;
  const load = context.load
    ? ` Load average ${context.load.start.toFixed(1)} at the start, ${context.load.end.toFixed(1)} at the end.`
    : '';
  return [
    TIMINGS_HEADING,
    '',
    `Written by \`npm test\` after a full passing run on ${context.date}, ${context.cores} cores:` +
      ` ${seconds(totalSeconds)} wall clock, steps side by side where independent.${cpu}${load}`,
    '',
    `| step | seconds |${withCpu ? ' CPU seconds |' : ''}`,
    `| ---- | ------: |${withCpu ? ' ----------: |' : ''}`,
    ...slowestFirst.map(
      (timing) =>
        `| ${timing.name} | ${timing.seconds.toFixed(1)} |` +
        (withCpu ? ` ${timing.cpuSeconds?.toFixed(1) ?? ''} |` : ''),
    ),
    '',
  ].join('\n');
}

/**
 * The CPU seconds in a file `/usr/bin/time -f '%U %S' -o file` wrote (user, then system), or
 * undefined when it holds none (the step was killed before its command ended).
 */
export function timeOutputCpuSeconds(text: string): number | undefined {
  const match = /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? Number(match[1]) + Number(match[2]) : undefined;
}

/**
 * CPU seconds (user + system) of the children a process has waited for, and of theirs, from its
 * Linux `/proc/<pid>/stat` line (cutime and cstime, in clock ticks).
 */
export function childrenCpuSeconds(stat: string, ticksPerSecond = 100): number | undefined {
  // The command name is in parentheses and may hold spaces: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 3 of the line is the first after the name; cutime and cstime are fields 16 and 17.
  const cutime = Number(fields[16 - 3]);
  const cstime = Number(fields[17 - 3]);
  return Number.isFinite(cutime) && Number.isFinite(cstime)
    ? (cutime + cstime) / ticksPerSecond
    : undefined;
}

/** `markdown` with the `## heading` section replaced by `section`, or `section` appended. */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line === heading);
  if (start === -1) {
    const base = markdown.endsWith('\n') || markdown === '' ? markdown : `${markdown}\n`;
    return `${base}${base === '' ? '' : '\n'}${section}`;
  }
  const nextOffset = lines.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const end = nextOffset === -1 ? lines.length : start + 1 + nextOffset;
  const after = lines.slice(end);
  return [
    ...lines.slice(0, start),
    ...section.replace(/\n$/, '').split('\n'),
    ...(after.length > 0 ? ['', ...after] : ['']),
  ].join('\n');
}

/** The `## heading` section of `markdown` up to the next `## ` heading, or undefined. */
export function sectionOf(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line === heading);
  if (start === -1) return undefined;
  const nextOffset = lines.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const end = nextOffset === -1 ? lines.length : start + 1 + nextOffset;
  return `${lines.slice(start, end).join('\n').trimEnd()}\n`;
}
