/*
 * Astro's client types (`?url` imports, `import.meta.env`), named here as well as in the generated
 * `.astro/types.d.ts`: `astro check` reads this file instead (tsconfig.check.json), so it checks
 * the code while a build rewrites `.astro/` beside it. That config lists it before its catch-all
 * pattern on purpose: with the pattern alone (tried), `import.meta.env` was typed as possibly
 * undefined.
 */
/// <reference types="astro/client" />
