/** Wrappers for /api/admin/* handlers: the admin session first (401), then JSON-write rules and a schema (400). */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { requireAdmin } from '#lib/auth/guard.ts';
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError, type ContentErrorKind } from '#lib/content/errors.ts';
import { apiError, fieldErrors, guardJsonWrite, isSameOrigin } from './api.ts';
import { netlifyWaitUntil } from '#lib/netlify/wait-until.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { versionTag } from './precondition.ts';

type Handler<A extends unknown[]> = (
  context: APIContext,
  user: AdminUser,
  ...args: A
) => Promise<Response>;

const STATUS: Record<ContentErrorKind, number> = {
  'not-found': 404,
  'slug-taken': 409,
  incomplete: 409,
  'unknown-taxonomy': 400,
  stale: 409,
  'in-use': 409,
  'unknown-image': 400,
  'near-duplicate': 409,
};

function contentErrorResponse(error: ContentError): Response {
  if (error.kind === 'stale' && error.currentVersion !== undefined) {
    return apiError(
      409,
      error.message,
      { currentVersion: error.currentVersion },
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

async function run(context: APIContext, action: () => Promise<Response>): Promise<Response> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ContentError) return contentErrorResponse(error);
    console.error('[api/admin]', error);
    return apiError(500, 'Something went wrong on the server; nothing was changed. Try again.');
  } finally {
    // In a Netlify function: keep it alive until a content change's build-hook call has gone out.
    const keepAlive = netlifyWaitUntil(context.locals);
    const settled = sitePublisher().settled?.();
    if (keepAlive && settled) keepAlive(settled);
  }
}

/** A read (or body-less) admin route. */
export function adminRoute(handler: Handler<[]>): APIRoute {
  return async (context) => {
    const guard = await requireAdmin(context);
    if (guard instanceof Response) return guard;
    return run(context, () => handler(context, guard.user));
  };
}

/** A write with a JSON body validated by `schema`. */
export function adminWrite<S extends z.ZodType>(
  schema: S,
  handler: Handler<[body: z.output<S>]>,
): APIRoute {
  return async (context) => {
    const guard = await requireAdmin(context);
    if (guard instanceof Response) return guard;
    const parsed = await guardJsonWrite(context.request, context.url);
    if ('response' in parsed) return parsed.response;
    const result = schema.safeParse(parsed.body);
    if (!result.success) {
      return apiError(400, 'Please correct the highlighted fields.', {
        fields: fieldErrors(result.error),
      });
    }
    return run(context, () => handler(context, guard.user, result.data));
  };
}

/** A body-less write (DELETE): same-origin required like every write. */
export function adminDelete(handler: Handler<[]>): APIRoute {
  return async (context) => {
    const guard = await requireAdmin(context);
    if (guard instanceof Response) return guard;
    if (!isSameOrigin(context.request, context.url)) {
      return apiError(403, 'Cross-origin requests are not allowed.');
    }
    return run(context, () => handler(context, guard.user));
  };
}
