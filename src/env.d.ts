/** `?lazy-url` imports (src/integrations/lazy-module-url.ts): the URL of the module's own chunk. */
declare module '*?lazy-url' {
  const url: string;
  export default url;
}

declare namespace App {
  interface Locals {
    /**
     * The client's address as the Node server resolved it from the socket and the proxies it trusts
     * (TRUST_PROXY); absent under `astro dev` and on Netlify, where the adapter's address is used.
     */
    clientAddress?: string;
    /**
     * An admin's preview of a page document that is not saved yet (src/data/pages.ts): every read
     * of its key while rendering this request returns it instead of the saved one.
     */
    pagePreview?: { key: string; document: unknown };
    /** The page documents as read for this on-request render (src/data/pages.ts). */
    // An import statement would make this file a module, and its `declare module` an augmentation.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    pageDocuments?: Promise<import('#lib/pages/registry.ts').DocumentSnapshot>;
  }
}
