/**
 * Wrappers for /api/admin/* handlers: the admin session first (401), then the role the route
 * requires (403); for writes, same origin (403) and the admin's write allowance (429), then
 * JSON-write rules and a schema (400). A failure is answered by failure.ts (507 out of disk, 503
 * database stopped, else 500), logged without the body.
 *
 * Every route says the least role that may call it (`requires`); one that says nothing is for owners
 * only, so a route that forgets is safe. A contributor's content writes are further held to drafts
 * by src/lib/content/versioned.ts.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { requireAdmin } from '#lib/auth/guard.ts';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { ROLE_LABELS, roleAtLeast, type Role } from '#lib/people/fields.ts';
import { roleWithArticle } from '#lib/people/terms.ts';
import { ContentError, type ContentErrorKind } from '#lib/content/errors.ts';
import { apiError, fieldErrors, guardJsonWrite, isSameOrigin } from './api.ts';
import { failureResponse } from './failure.ts';
import { netlifyWaitUntil } from '#lib/netlify/wait-until.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { versionTag } from './precondition.ts';
import { adminWriteLimiter, adminWriteLimitMessage } from './admin-write-limit.ts';

type Handler<A extends unknown[]> = (
  context: APIContext,
  user: SignedInAdmin,
  ...args: A
) => Promise<Response>;

/** Who may call a route. */
export interface RouteAccess {
  /** The least role that may call it; owner when unsaid. */
  requires?: Role;
}

/** The route's rule when it states none: the strictest, so a route that forgets is safe. */
export const DEFAULT_REQUIRED_ROLE: Role = 'owner';

/** The 403 a signed-in admin gets from a route their role may not call. */
export function roleRefusal(role: Role, needed: Role): string {
  const who =
    needed === 'owner'
      ? 'Only an owner can do this'
      : `This needs the ${ROLE_LABELS[needed]} role or higher`;
  return `${who}, and you are ${roleWithArticle(role)}. Ask an owner if you need it.`;
}

const STATUS: Record<ContentErrorKind, number> = {
  'not-found': 404,
  'slug-taken': 409,
  incomplete: 409,
  'unknown-taxonomy': 400,
  stale: 409,
  'in-use': 409,
  'unknown-image': 400,
  'near-duplicate': 409,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

function contentErrorResponse(error: ContentError): Response {
  if (error.kind === 'stale' && error.currentVersion !== undefined) {
    return apiError(
      409,
      error.message,
      {
        currentVersion: error.currentVersion,
        ...(error.conflict && { conflict: error.conflict }),
      },
      { ETag: versionTag(error.currentVersion) },
    );
  }
  return apiError(
    STATUS[error.kind],
    error.message,
    error.kind === 'slug-taken'
      ? { fields: { slug: error.message } }
      : error.field
        ? { fields: { [error.field]: error.message } }
        : {},
  );
}

async function run(
  context: APIContext,
  action: (user: SignedInAdmin) => Promise<Response>,
  { write = false, requires = DEFAULT_REQUIRED_ROLE }: RouteAccess & { write?: boolean } = {},
): Promise<Response> {
  try {
    const guard = await requireAdmin(context);
    if (guard instanceof Response) return guard;
    if (!roleAtLeast(guard.user.role, requires)) {
      return apiError(403, roleRefusal(guard.user.role, requires));
    }
    if (write) {
      const refused = writeRefusal(context, guard.user);
      if (refused) return refused;
    }
    return await action(guard.user);
  } catch (error) {
    if (error instanceof ContentError) return contentErrorResponse(error);
    return failureResponse('[api/admin]', error);
  } finally {
    // In a Netlify function: keep it alive until a content change's build-hook call has gone out.
    const keepAlive = netlifyWaitUntil(context.locals);
    const settled = sitePublisher().settled?.();
    if (keepAlive && settled) keepAlive(settled);
  }
}

/** Every write: same origin (403), then the admin's write allowance (429). */
function writeRefusal(context: APIContext, user: SignedInAdmin): Response | null {
  if (!isSameOrigin(context.request, context.url)) {
    return apiError(403, 'Cross-origin requests are not allowed.');
  }
  const gate = adminWriteLimiter.get().hit(user.id);
  if (gate.allowed) return null;
  return apiError(
    429,
    adminWriteLimitMessage(gate.retryAfterSeconds),
    {},
    { 'Retry-After': String(gate.retryAfterSeconds) },
  );
}

/** A read admin route. */
export function adminRoute(handler: Handler<[]>, access: RouteAccess = {}): APIRoute {
  return (context) => run(context, (user) => handler(context, user), access);
}

/**
 * A write whose body the handler reads itself (an upload): same origin and the write allowance
 * first.
 */
export function adminUpload(handler: Handler<[]>, access: RouteAccess = {}): APIRoute {
  return (context) => run(context, (user) => handler(context, user), { ...access, write: true });
}

/**
 * A write with a JSON body validated by `schema`, read within `maxBodyBytes` (413 past it; default
 * MAX_JSON_BYTES, larger for post content).
 */
export function adminWrite<S extends z.ZodType>(
  schema: S,
  handler: Handler<[body: z.output<S>]>,
  { maxBodyBytes, ...access }: RouteAccess & { maxBodyBytes?: number } = {},
): APIRoute {
  return (context) =>
    run(
      context,
      async (user) => {
        const parsed = await guardJsonWrite(context.request, context.url, maxBodyBytes);
        if ('response' in parsed) return parsed.response;
        const result = schema.safeParse(parsed.body);
        if (!result.success) {
          return apiError(400, 'Please correct the highlighted fields.', {
            fields: fieldErrors(result.error),
          });
        }
        return handler(context, user, result.data);
      },
      { ...access, write: true },
    );
}

/** A body-less write (DELETE). */
export function adminDelete(handler: Handler<[]>, access: RouteAccess = {}): APIRoute {
  return (context) => run(context, (user) => handler(context, user), { ...access, write: true });
}
