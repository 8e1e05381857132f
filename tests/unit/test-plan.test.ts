import { describe, expect, it } from 'vitest';
import {
  PlanError,
  TIMINGS_HEADING,
  childrenCpuSeconds,
  replaceSection,
  sectionOf,
  selectSteps,
  timingsSection,
  startable,
  timingTable,
  timeOutputCpuSeconds,
  type Step,
} from '#scripts/lib/test-plan.ts';

const step = (name: string, extra: Partial<Step> = {}): Step => ({
  name,
  command: [name],
  ...extra,
});

const table: Step[] = [
  step('format', { quick: true }),
  step('lint', { quick: true }),
  step('types', { quick: true, locks: ['astro'] }),
  step('unit', { quick: true }),
  step('build', { locks: ['astro'], dataDir: 'site' }),
  step('site checks', { needs: ['build'] }),
  step('end-to-end tests', { needs: ['build'], dataDir: 'site', cores: 2, browser: true }),
  step('proxy e2e', { needs: ['build'], cores: 2 }),
];
const names = (steps: readonly Step[]) => steps.map((s) => s.name);

describe('selectSteps', () => {
  it.each([
    [[], names(table)],
    [['quick'], ['format', 'lint', 'types', 'unit']],
    [
      ['lint', 'types'],
      ['lint', 'types'],
    ],
    [
      ['types', 'lint'],
      ['lint', 'types'],
    ],
    [['end'], ['build', 'end-to-end tests']],
    [
      ['site', 'proxy'],
      ['build', 'site checks', 'proxy e2e'],
    ],
    [
      ['quick', 'build'],
      ['format', 'lint', 'types', 'unit', 'build'],
    ],
  ])('%j selects %j', (words, expected) => {
    expect(names(selectSteps(table, words))).toEqual(expected);
  });

  it("runs a quick step's own command in the quick run only", () => {
    const steps = [step('lint', { quick: true, quickCommand: ['lint', '--cache'] }), step('build')];
    const commandOf = (words: string[]) =>
      selectSteps(steps, words).find((s) => s.name === 'lint')?.command;
    expect(commandOf(['quick'])).toEqual(['lint', '--cache']);
    expect(commandOf(['quick', 'build'])).toEqual(['lint', '--cache']);
    expect(commandOf([])).toEqual(['lint']);
    expect(commandOf(['lint'])).toEqual(['lint']);
  });

  it('names the steps when a word matches none', () => {
    expect(() => selectSteps(table, ['e2e'])).toThrow(
      new PlanError(
        'no step matches "e2e"; steps: quick, format, lint, types, unit, build, site checks, end-to-end tests, proxy e2e',
      ),
    );
  });

  it('refuses a table whose step needs an unknown step', () => {
    expect(() => selectSteps([step('e2e', { needs: ['bild'] })], [])).toThrow(
      'step "e2e" needs unknown step "bild"',
    );
  });
});

describe('startable', () => {
  const byName = (name: string) => table.find((s) => s.name === name)!;
  const state = (running: string[], passed: string[], waiting = table, cores = 2) => ({
    waiting: waiting.filter((s) => !running.includes(s.name) && !passed.includes(s.name)),
    running: running.map(byName),
    passed: new Set(passed),
    cores,
  });

  it.each([
    ['fills the cores in table order at the start', state([], []), ['format', 'lint']],
    ['three cores take three steps', state([], [], table, 3), ['format', 'lint', 'types']],
    [
      'a held lock skips its step, a later one fits',
      state(['types'], ['format', 'lint']),
      ['unit'],
    ],
    ['a step waits for what it needs', state([], ['format', 'lint', 'types', 'unit']), ['build']],
    [
      'the build releases the lock and the data directory; a wide step takes the cores left',
      state([], ['format', 'lint', 'types', 'unit', 'build']),
      ['site checks', 'end-to-end tests'],
    ],
    [
      'a two-core step fills two cores',
      state([], ['format', 'lint', 'types', 'unit', 'build', 'site checks']),
      ['end-to-end tests'],
    ],
    [
      'one free core is enough to start',
      state(['site checks'], ['format', 'lint', 'types', 'unit', 'build']),
      ['end-to-end tests'],
    ],
    [
      'a step wider than the machine still runs when nothing else does',
      state([], ['format', 'lint', 'types', 'unit', 'build', 'site checks'], table, 1),
      ['end-to-end tests'],
    ],
    [
      'nothing starts while the cores are busy',
      state(['end-to-end tests'], ['format', 'lint', 'types', 'unit', 'build', 'site checks']),
      [],
    ],
  ])('%s', (_why, given, expected) => {
    expect(names(startable(given))).toEqual(expected);
  });

  describe('with background steps', () => {
    const mixed: Step[] = [
      step('types', { quick: true, locks: ['astro'] }),
      step('build', { locks: ['astro'], dataDir: 'site' }),
      step('lint', { quick: true, background: true }),
      step('unit', { quick: true, background: true }),
      step('integration', { background: true }),
      step('end-to-end tests', { needs: ['build'], dataDir: 'site', cores: 2 }),
      step('proxy e2e', { needs: ['build'], background: true }),
    ];
    const at = (running: string[], passed: string[]) => ({
      waiting: mixed.filter((s) => !running.includes(s.name) && !passed.includes(s.name)),
      running: mixed.filter((s) => running.includes(s.name)),
      passed: new Set(passed),
      cores: 2,
    });

    it.each([
      ['critical and background steps each fill the cores', at([], []), ['types', 'lint', 'unit']],
      [
        'a busy critical class does not hold back a background step',
        at(['types', 'lint'], []),
        ['unit'],
      ],
      [
        'a busy background class does not hold back a critical step',
        at(['lint', 'unit'], ['types']),
        ['build'],
      ],
      [
        'the wide critical step and a background step start together',
        at(['integration'], ['types', 'build', 'lint', 'unit']),
        ['end-to-end tests', 'proxy e2e'],
      ],
    ])('%s', (_why, given, expected) => {
      expect(names(startable(given))).toEqual(expected);
    });
  });

  describe('a step that comes after another', () => {
    const ordered: Step[] = [
      step('build', { locks: ['astro'] }),
      step('netlify', { after: ['build'] }),
      step('lint', { quick: true }),
    ];
    const at = (waiting: string[], running: string[], steps = ordered) => ({
      waiting: steps.filter((s) => waiting.includes(s.name)),
      running: steps.filter((s) => running.includes(s.name)),
      passed: new Set<string>(),
      cores: 4,
    });

    it.each([
      ['waits while it is waiting', at(['build', 'netlify', 'lint'], []), ['build', 'lint']],
      ['waits while it runs', at(['netlify'], ['build']), []],
      ['starts once it has ended', at(['netlify'], []), ['netlify']],
      [
        'starts at once when the run leaves it out',
        at(['netlify'], [], ordered.slice(1)),
        ['netlify'],
      ],
    ])('%s', (_why, given, expected) => {
      expect(names(startable(given))).toEqual(expected);
    });

    it('is not brought into a run as a need is', () => {
      expect(selectSteps(ordered, ['netlify']).map((s) => s.name)).toEqual(['netlify']);
    });
  });
});

describe('timing report', () => {
  const timings = [
    { name: 'format', seconds: 6.94, status: 'ok' as const, cpuSeconds: 12.46 },
    { name: 'end-to-end tests', seconds: 240, status: 'ok' as const },
    { name: 'lint', seconds: 5.1, status: 'FAILED' as const },
    { name: 'types', seconds: 27.9, status: 'ok' as const },
    { name: 'build', seconds: 22.1, status: 'ok' as const },
    { name: 'unit', seconds: 31.7, status: 'stopped' as const },
  ];

  it('prints a row per step and the wall clock', () => {
    expect(timingTable(timings.slice(0, 3), 250).split('\n')).toEqual([
      'step                     time        CPU  result',
      'format                  6.9 s     12.5 s  ok',
      'end-to-end tests      240.0 s             ok',
      'lint                    5.1 s             FAILED',
      'total (wall clock)    250.0 s',
    ]);
  });

  it('lists every step, slowest first, with the CPU figure and the load', () => {
    const section = timingsSection(timings, 300, {
      date: '2026-11-23',
      cores: 2,
      cpuSeconds: 480,
      load: { start: 0.4, end: 1.25 },
    });
    expect(
      section.split('\n').filter((line) => /^\| [a-z]/.test(line) && !line.startsWith('| step')),
    ).toEqual([
      '| end-to-end tests | 240.0 |  |',
      '| unit | 31.7 |  |',
      '| types | 27.9 |  |',
      '| build | 22.1 |  |',
      '| format | 6.9 | 12.5 |',
      '| lint | 5.1 |  |',
    ]);
    expect(section).toContain('2026-11-23, 2 cores: 300.0 s wall clock');
    expect(section).toContain('CPU 480.0 s');
    expect(section).toContain('160 % of one core, 80 % of the 2.');
    expect(section).toContain('Load average 0.4 at the start, 1.3 at the end.');
  });

  it('leaves the CPU figure out when the system gives none', () => {
    const unmeasured = timings.map(({ cpuSeconds: _, ...timing }) => timing);
    expect(timingsSection(unmeasured, 300, { date: '2026-11-23', cores: 2 })).not.toContain('CPU');
    expect(timingTable(unmeasured, 250)).not.toContain('CPU');
  });
});

describe('timeOutputCpuSeconds', () => {
  it('adds user and system time, also after the line GNU time writes for a failed command', () => {
    expect(timeOutputCpuSeconds('12.50 1.25\n')).toBe(13.75);
    expect(timeOutputCpuSeconds('Command exited with non-zero status 1\n3.00 0.50\n')).toBe(3.5);
  });

  it('gives nothing for a file without the figures (the step was killed)', () => {
    expect(timeOutputCpuSeconds('')).toBeUndefined();
    expect(timeOutputCpuSeconds('Command terminated by signal 9\n')).toBeUndefined();
  });
});

describe('childrenCpuSeconds', () => {
  it('reads cutime and cstime after the command name, spaces and parentheses in it too', () => {
    const stat =
      '4242 (node (npm test)) S 1 4242 4242 0 -1 4194304 100 200 0 0 150 20 61234 5678 20 0 1 0 5 0 0';
    expect(childrenCpuSeconds(stat)).toBe((61234 + 5678) / 100);
    expect(childrenCpuSeconds(stat, 1000)).toBe((61234 + 5678) / 1000);
  });

  it('gives nothing for a line it cannot read', () => {
    expect(childrenCpuSeconds('garbage')).toBeUndefined();
  });
});

describe('replaceSection', () => {
  const section = `${TIMINGS_HEADING}\n\nnew\n`;
  it.each([
    [
      'appends to a file without it',
      '# Benchmarks\n\n## A\n\na\n',
      `# Benchmarks\n\n## A\n\na\n\n${section}`,
    ],
    ['fills an empty file', '', section],
    [
      'replaces it in the middle',
      `# B\n\n${TIMINGS_HEADING}\n\nold\nolder\n\n## C\n\nc\n`,
      `# B\n\n${TIMINGS_HEADING}\n\nnew\n\n## C\n\nc\n`,
    ],
    ['replaces it at the end', `# B\n\n${TIMINGS_HEADING}\n\nold\n`, `# B\n\n${section}`],
  ])('%s', (_why, markdown, expected) => {
    expect(replaceSection(markdown, TIMINGS_HEADING, section)).toBe(expected);
  });
});

describe('sectionOf', () => {
  it.each([
    ['a middle section', `# B\n\n## A\n\na\n\n## C\n\nc\n`, '## A', '## A\n\na\n'],
    ['the last section', `# B\n\n## C\n\nc\n`, '## C', '## C\n\nc\n'],
    ['no such section', `# B\n\n## C\n`, '## A', undefined],
  ])('%s', (_why, markdown, heading, expected) => {
    expect(sectionOf(markdown, heading)).toBe(expected);
  });
});
