/**
 * Reading a request's body chunk by chunk, and stopping early (a refused upload), without ever
 * taking the process down. Node's fetch (undici) turns the adapter's request into a byte stream
 * whose pull closes it from a queued microtask when the body ends: cancelling the stream while a
 * read is still waiting on the socket makes that close throw `ERR_INVALID_STATE` outside any
 * handler, an uncaught exception that stops the server (a small upload refused by its first bytes
 * did exactly that through `Readable.fromWeb`, which always keeps a read waiting). So a body is
 * read one chunk at a time, and cancelled only between reads, when no pull can be waiting.
 *
 * A body refused part way is read to its end and thrown away, up to `drainBytes`, so the client,
 * which sends the whole body before it reads the answer, gets the answer rather than a reset
 * connection; past that it is cancelled (and the connection closed).
 */

/** Reads `body` to its end, handing each chunk to `onChunk`; if `onChunk` throws, stops and rethrows. */
export async function readBodyChunks(
  body: ReadableStream<Uint8Array>,
  onChunk: (chunk: Uint8Array) => Promise<void> | void,
  { drainBytes = 0 }: { drainBytes?: number } = {},
): Promise<void> {
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      await onChunk(value);
    }
  } finally {
    if (!finished) await stop(reader, drainBytes);
    reader.releaseLock();
  }
}

async function stop(reader: ReadableStreamDefaultReader<Uint8Array>, drainBytes: number) {
  try {
    let drained = 0;
    while (drained < drainBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
    }
    // No read is waiting here: cancelling now cannot race the stream's own close.
    await reader.cancel();
  } catch {
    // The body failed (the client went away, the adapter's limit): nothing is left to stop.
  }
}
