import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskCache } from '#lib/runtime/disk-cache.ts';

const name = `disk-cache-test-${process.pid}`;
const cache = diskCache(name);
afterAll(() => rmSync(cache.dir, { recursive: true, force: true }));

describe('diskCache', () => {
  it('makes an entry once, then reads it back, leaving no partial file', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from('variant');
    };
    expect(await cache('a', 'bin', make)).toEqual(Buffer.from('variant'));
    expect(await cache('a', 'bin', make)).toEqual(Buffer.from('variant'));
    expect(made).toBe(1);
    expect(readdirSync(cache.dir)).toEqual(['a.bin']);
  });

  it('gives the same bytes to writers of one key side by side', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => cache('b', 'bin', async () => Buffer.alloc(256 * 1024, 7))),
    );
    for (const result of results) expect(result).toEqual(Buffer.alloc(256 * 1024, 7));
    expect(readdirSync(cache.dir).filter((entry) => entry.endsWith('.partial'))).toEqual([]);
  });

  it('makes an entry once for callers asking for it at the same time', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('drawn once');
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => cache('d', 'bin', make)));
    for (const result of results) expect(result).toEqual(Buffer.from('drawn once'));
    expect(made).toBe(1);
  });

  it('prunes what this process did not ask for, and keeps what it did', async () => {
    writeFileSync(join(cache.dir, 'stale.bin'), 'from an older build');
    writeFileSync(join(cache.dir, 'c.bin.4242-abcd.partial'), 'another build writing');
    expect(await cache.pruneUnused()).toBe(1);
    expect(existsSync(join(cache.dir, 'stale.bin'))).toBe(false);
    expect(existsSync(join(cache.dir, 'c.bin.4242-abcd.partial'))).toBe(true);
    expect(readdirSync(cache.dir).sort()).toEqual([
      'a.bin',
      'b.bin',
      'c.bin.4242-abcd.partial',
      'd.bin',
    ]);
  });

  it('prunes nothing when the folder does not exist', async () => {
    expect(await diskCache(`${name}-absent`).pruneUnused()).toBe(0);
  });
});
