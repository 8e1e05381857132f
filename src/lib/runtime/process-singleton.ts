/**
 * Process-wide values kept on `globalThis` under a registered symbol, so that Astro's bundle, the Node
 * server and dev-server module reloads (separate module graphs) all see the same one.
 */
export interface ProcessSingleton<T> {
  /** The current value, created on first use. */
  get(): T;
  /** The current value if one exists, without creating it. */
  peek(): T | undefined;
  /** Replaces the value (the Node server hands over its own implementation; tests inject doubles). */
  set(value: T): void;
  /** Forgets the value; the next `get()` creates a new one. */
  reset(): void;
}

type Slots = Record<symbol, unknown>;

export function processSingleton<T>(name: string, create: () => T): ProcessSingleton<T> {
  const key = Symbol.for(name);
  const slots = globalThis as unknown as Slots;
  const has = (): boolean => Object.prototype.hasOwnProperty.call(slots, key);
  return {
    get() {
      if (!has()) slots[key] = create();
      return slots[key] as T;
    },
    peek: () => (has() ? (slots[key] as T) : undefined),
    set(value) {
      slots[key] = value;
    },
    reset() {
      delete slots[key];
    },
  };
}

/**
 * A singleton whose value is a promise: a rejected creation is forgotten, so the next call tries
 * again instead of failing forever (e.g. a database that was not reachable yet).
 */
export function processSingletonPromise<T>(
  name: string,
  create: () => Promise<T>,
): ProcessSingleton<Promise<T>> {
  const singleton: ProcessSingleton<Promise<T>> = processSingleton(name, () =>
    create().catch((error: unknown) => {
      singleton.reset();
      throw error;
    }),
  );
  return singleton;
}
