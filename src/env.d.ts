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
  }
}
