import { defineMiddleware } from 'astro:middleware';
import { inNetlifyFunction, withSecurityHeaders } from './lib/netlify/function-headers.ts';

/** On Netlify only: the function's own answers carry the site's security headers (see function-headers.ts). */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return inNetlifyFunction(context.locals) ? withSecurityHeaders(response) : response;
});
