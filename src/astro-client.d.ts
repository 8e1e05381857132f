/*
 * Astro's client types (`?url` imports, `import.meta.env`), named here as well as in the generated
 * `.astro/types.d.ts`: `astro check` reads this file instead (tsconfig.check.json), so it checks
 * the code while a build rewrites `.astro/` beside it.
 */
/// <reference types="astro/client" />
