declare namespace App {
  interface Locals {
    /**
     * The client's address as the Node server resolved it from the socket and the proxies it trusts
     * (TRUST_PROXY); absent under `astro dev` and on Netlify, where the adapter's address is used.
     */
    clientAddress?: string;
  }
}
