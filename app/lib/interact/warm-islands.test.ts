// @vitest-environment jsdom
import { afterEach, expect, it } from "vitest";
import { warmWaitingIslands } from "./warm-islands";

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const preloads = () =>
  [...document.head.querySelectorAll("link[rel=modulepreload]")].map((link) =>
    link.getAttribute("href"),
  );

it("names the code of each island still waiting for a touch, once, and runs none of it", () => {
  document.body.innerHTML = `
    <astro-island ssr client="interact" component-url="/assets/faq.a.js" renderer-url="/assets/client.r.js"></astro-island>
    <astro-island ssr client="interact" component-url="/assets/menu.b.js" renderer-url="/assets/client.r.js"></astro-island>
    <astro-island client="interact" component-url="/assets/awake.c.js" renderer-url="/assets/client.r.js"></astro-island>`;
  warmWaitingIslands();
  expect(preloads()).toEqual([
    "http://localhost:3000/assets/client.r.js",
    "http://localhost:3000/assets/faq.a.js",
    "http://localhost:3000/assets/menu.b.js",
  ]);
  expect(document.querySelectorAll("script")).toHaveLength(0);
  warmWaitingIslands();
  expect(preloads()).toHaveLength(3);
});
