/**
 * Wrappers for /api/admin/* handlers: the admin session first (401), then whether the admin's role
 * may perform the route's action on its resource (403, from the access table in
 * src/lib/access/policy.ts); for writes, same origin (403) and the admin's write allowance (429),
 * then JSON-write rules and a schema (400). A failure is answered by failure.ts (507 out of disk,
 * 503 database stopped, else 500), logged without the body.
 *
 * Every route names the resource and action it performs, never a role: the type requires it. What
 * depends on the record (a contributor may change only drafts) is checked by
 * src/lib/content/versioned.ts with the same table.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { requireAdmin } from '#lib/auth/guard.ts';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { leastRoleFor, may, type Action, type Resource } from '#lib/access/policy.ts';
import { roleRefusal } from '#lib/access/refusal.ts';
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

/** What a route does, which the access table decides who may. */
export interface RouteAccess {
  /**
   * What it acts on: a resource, or one read from the request (a page document's key, a revision's
   * kind); `{ notFound }` answers 404 with that message before anyone's role is looked at.
   */
  resource: Resource | ((context: APIContext) => Resource | { notFound: string });
  action: Action;
}

/** An admin route with the access it declared, which the role test reads. */
export type AdminApiRoute = APIRoute & { access: RouteAccess };

/** The resource a request acts on, or the 404 to answer. */
export function resourceOf(
  access: RouteAccess,
  context: APIContext,
): Resource | { notFound: string } {
  return typeof access.resource === 'function' ? access.resource(context) : access.resource;
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
  { write = false, ...access }: RouteAccess & { write?: boolean },
): Promise<Response> {
  try {
    const guard = await requireAdmin(context);
    if (guard instanceof Response) return guard;
    const resource = resourceOf(access, context);
    if (typeof resource !== 'string') return apiError(404, resource.notFound);
    if (!may(guard.user.role, resource, access.action)) {
      return apiError(403, roleRefusal(guard.user.role, leastRoleFor(resource, access.action)));
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

const declared = (route: APIRoute, access: RouteAccess): AdminApiRoute =>
  Object.assign(route, { access });

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
export function adminRoute(handler: Handler<[]>, access: RouteAccess): AdminApiRoute {
  return declared((context) => run(context, (user) => handler(context, user), access), access);
}

/**
 * A write whose body the handler reads itself (an upload): same origin and the write allowance
 * first.
 */
export function adminUpload(handler: Handler<[]>, access: RouteAccess): AdminApiRoute {
  return declared(
    (context) => run(context, (user) => handler(context, user), { ...access, write: true }),
    access,
  );
}

/**
 * A write with a JSON body validated by `schema`, read within `maxBodyBytes` (413 past it; default
 * MAX_JSON_BYTES, larger for post content).
 */
export function adminWrite<S extends z.ZodType>(
  schema: S,
  handler: Handler<[body: z.output<S>]>,
  { maxBodyBytes, ...access }: RouteAccess & { maxBodyBytes?: number },
): AdminApiRoute {
  return declared(
    (context) =>
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
      ),
    access,
  );
}

/** A body-less write (DELETE). */
export function adminDelete(handler: Handler<[]>, access: RouteAccess): AdminApiRoute {
  return declared(
    (context) => run(context, (user) => handler(context, user), { ...access, write: true }),
    access,
  );
}
