import { afterEach, expect, test } from "vitest";
import { emptyPage, startEmptyPageServer } from "./floor";
import type { BenchServer } from "./server";

let server: BenchServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("serves the empty page as HTML at / on loopback, nothing else, and stops", async () => {
  server = await startEmptyPageServer();
  expect(server.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${server.baseURL}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  expect(await response.text()).toBe(emptyPage);
  expect((await fetch(`${server.baseURL}/robots.txt`)).status).toBe(404);
  const { baseURL } = server;
  await server.stop();
  server = undefined;
  await expect(fetch(`${baseURL}/`)).rejects.toThrow();
});

test("the empty page carries what Lighthouse's SEO and accessibility audits ask of any page", () => {
  expect(emptyPage).toContain('<html lang="en">');
  expect(emptyPage).toMatch(/<title>[^<]+<\/title>/);
  expect(emptyPage).toContain('name="viewport"');
  expect(emptyPage).toContain('name="description"');
  expect(emptyPage).not.toMatch(/<script|<style|rel="stylesheet"|<img/);
});
