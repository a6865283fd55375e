/// <reference types="astro/client" />

// A module, so the block below adds to Astro's types instead of replacing them.
import type { InteractOptions } from "./lib/interact-options";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when a visitor reaches for the island (app/lib/interact-directive.ts). */
    "client:interact"?: boolean | InteractOptions;
  }
}
