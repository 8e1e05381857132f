/**
 * The scripts' type check reads some of the site's modules without Vite's types: `import.meta.env`
 * (which Vite fills in Astro's bundle, and which is absent elsewhere) is optional there.
 */
interface ImportMeta {
  readonly env?: { readonly DEV?: boolean };
}
