/**
 * What a request line and Host header must look like before anything builds a URL from them: a
 * target that is a path (origin-form, `/…`), and a host name or IP literal with an optional port.
 * Anything else (`Host: a b`, `Host: x/y`, `GET x`) is answered 400 at once, never handed to code
 * that calls `new URL()` and would throw.
 */

/** A host name or IP literal with an optional port: nothing that could change a URL's path or userinfo. */
export const HOST_PATTERN = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const BAD_REQUEST_MESSAGE =
  'Bad request: the Host header or the requested address is malformed.';

/** Why a request cannot be answered as asked, or null: its target and the host it addressed. */
export function requestTargetProblem(target: string, host: string): string | null {
  if (!target.startsWith('/')) return `the requested address must be a path`;
  if (!HOST_PATTERN.test(host)) return `the Host header is not a host name`;
  // Concatenated, not resolved against a base: `//x` is a path here, not another host.
  if (!URL.canParse(`http://${host}${target}`)) return 'the requested address is not a URL';
  return null;
}
