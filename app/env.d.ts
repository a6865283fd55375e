/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, click, key or focus, or once the browser is idle. */
    "client:interact"?: boolean;
  }
}
