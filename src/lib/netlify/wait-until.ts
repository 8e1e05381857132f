/**
 * Work that must finish after a response: a Netlify function ends when it has answered, so work left
 * running then is cut off. The Netlify adapter puts the function's context in `locals.netlify`;
 * its `waitUntil` keeps the invocation alive until the promise settles. Elsewhere (the Node server)
 * there is no such hook and the process simply keeps running.
 */
export type KeepAlive = (work: Promise<unknown>) => void;

interface NetlifyLocals {
  netlify?: { context?: { waitUntil?: unknown } };
}

/** The function context's `waitUntil`, or undefined outside a Netlify function. */
export function netlifyWaitUntil(locals: unknown): KeepAlive | undefined {
  if (typeof locals !== 'object' || locals === null) return undefined;
  const context = (locals as NetlifyLocals).netlify?.context;
  const waitUntil = context?.waitUntil;
  if (typeof waitUntil !== 'function') return undefined;
  return (work) => (waitUntil as KeepAlive).call(context, work);
}
