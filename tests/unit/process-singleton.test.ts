import { afterEach, describe, expect, it } from 'vitest';
import { processSingleton, processSingletonPromise } from '#lib/runtime/process-singleton.ts';

const NAME = 'northbeam.test.singleton';
afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(NAME)];
});

describe('processSingleton', () => {
  it('creates the value once and shares it between handles of the same name', () => {
    let created = 0;
    const a = processSingleton(NAME, () => ({ n: ++created }));
    const b = processSingleton(NAME, () => ({ n: ++created }));
    expect(a.peek()).toBeUndefined();
    const first = a.get();
    expect(b.get()).toBe(first);
    expect(created).toBe(1);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for(NAME)]).toBe(first);
  });

  it('set replaces the value and reset makes the next get create a new one', () => {
    let created = 0;
    const s = processSingleton(NAME, () => ++created);
    s.set(42);
    expect(s.get()).toBe(42);
    s.reset();
    expect(s.peek()).toBeUndefined();
    expect(s.get()).toBe(1);
  });

  it('keeps a falsy value instead of recreating it', () => {
    let created = 0;
    const s = processSingleton(NAME, () => {
      created++;
      return 0;
    });
    expect([s.get(), s.get()]).toEqual([0, 0]);
    expect(created).toBe(1);
  });
});

describe('processSingletonPromise', () => {
  it('forgets a rejected creation so the next call retries', async () => {
    let attempts = 0;
    const s = processSingletonPromise(NAME, () =>
      ++attempts === 1 ? Promise.reject(new Error('not yet')) : Promise.resolve('ready'),
    );
    await expect(s.get()).rejects.toThrow('not yet');
    expect(s.peek()).toBeUndefined();
    await expect(s.get()).resolves.toBe('ready');
    await expect(s.get()).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });
});
