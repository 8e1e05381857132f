/**
 * Group commit: calls that arrive while a write is running wait and go together in the next one, so
 * under load many leads cost one statement (and one commit) instead of one each. Every caller still
 * gets its own result only once its row is written. If a combined write fails, each item is retried
 * alone so one bad item cannot fail the others.
 */
export function batched<I, O>(
  write: (items: I[]) => Promise<O[]>,
  maxBatch = 500,
): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let writing = false;

  async function writeAlone(entry: Waiting) {
    try {
      const [result] = await write([entry.item]);
      if (result === undefined) throw new Error('The write returned no result.');
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      // Let the event loop read the requests that arrived meanwhile, so they join this write
      // (without this, a write's own continuation would run first and batches stay tiny).
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length === 1) {
        await writeAlone(batch[0] as Waiting);
        continue;
      }
      try {
        const results = await write(batch.map((entry) => entry.item));
        if (results.length !== batch.length) throw new Error('The write returned too few results.');
        batch.forEach((entry, index) => entry.resolve(results[index] as O));
      } catch {
        for (const entry of batch) await writeAlone(entry);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
