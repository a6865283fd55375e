/// <reference types="astro/client" />

// A module, so the block below adds to Astro's types instead of replacing them.
export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, click, key or focus inside the island, or when idle. */
    "client:interact"?: boolean;
  }
}
