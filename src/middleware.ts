import { defineMiddleware } from 'astro:middleware';
import { inNetlifyFunction, withSecurityHeaders } from './lib/netlify/function-headers.ts';
import { withFramingBySite } from './lib/preview/framing.ts';

/**
 * An admin preview shown in the admin's own frame may be framed by the site (framing.ts); on
 * Netlify, the function's own answers carry the site's security headers (function-headers.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = withFramingBySite(await next());
  return inNetlifyFunction(context.locals) ? withSecurityHeaders(response) : response;
});
