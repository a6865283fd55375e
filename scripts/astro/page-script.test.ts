import { describe, expect, it } from "vitest";
import { holdPageScript } from "./page-script";

const file = "assets/PageScript.astro_astro_type_script_index_0_lang.Ab12.js";
const tag = `<script type="module" src="/${file}"></script>`;

describe("holdPageScript", () => {
  it("holds the page script's tag in the template the loader reads", () => {
    const html = `<head><title>x</title>${tag}</head><body></body>`;
    expect(holdPageScript(html, file)).toBe(
      `<head><title>x</title><template id="page-script">${tag}</template></head><body></body>`,
    );
  });

  it("leaves a page without it, and other scripts, as they are", () => {
    const other = `<script type="module" src="/assets/other.js"></script>`;
    expect(holdPageScript(`<head>${other}</head>`, file)).toBe(`<head>${other}</head>`);
  });
});
