/**
 * A cap on concurrent password hashing. scrypt runs on libuv's thread pool (4 threads), which static
 * file serving needs too, so hashing may hold at most three of them; browsers without a trusted device
 * cookie share two, which keeps one slot for the admin's usual browser during a burst. Beyond the cap
 * an attempt is refused at once instead of queueing.
 */

export interface HashingLimits {
  /** Hashes running at once, all callers together (below libuv's pool of 4). */
  total: number;
  /** Of those, how many untrusted callers may hold. */
  untrusted: number;
  /** Hashes running at once for one caller (an address or a trusted device). */
  perCaller: number;
}

export const HASHING_LIMITS: HashingLimits = { total: 3, untrusted: 2, perCaller: 2 };

export interface HashingGate {
  /** A release function when a slot is free, else null. Releasing twice is harmless. */
  tryEnter(caller: string, trusted: boolean): (() => void) | null;
  /** Slots in use now. */
  inUse(): number;
}

export function createHashingGate(limits: HashingLimits = HASHING_LIMITS): HashingGate {
  let total = 0;
  let untrusted = 0;
  const perCaller = new Map<string, number>();

  return {
    tryEnter(caller, trusted) {
      const mine = perCaller.get(caller) ?? 0;
      if (total >= limits.total || mine >= limits.perCaller) return null;
      if (!trusted && untrusted >= limits.untrusted) return null;
      total += 1;
      if (!trusted) untrusted += 1;
      perCaller.set(caller, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        if (!trusted) untrusted -= 1;
        const left = (perCaller.get(caller) ?? 1) - 1;
        if (left > 0) perCaller.set(caller, left);
        else perCaller.delete(caller);
      };
    },
    inUse: () => total,
  };
}
