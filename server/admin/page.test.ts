import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../contracts/routes";
import { startTestApp, type TestApp, tempDir } from "../../tests/support/server";

const inboxScript = "self.Astro = self.Astro || {};";
const inboxHash = `'sha256-${createHash("sha256").update(inboxScript).digest("base64")}'`;

/** A build with a home page and the inbox's page, which has an inline script of its own. */
function fakeBuild(): string {
  const buildDir = tempDir("build-");
  const client = join(buildDir, "client");
  mkdirSync(join(client, "admin"), { recursive: true });
  writeFileSync(join(client, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(
    join(client, "admin", "index.html"),
    `<!doctype html><title>Inbox</title><script>${inboxScript}</script><div id="inbox"></div>`,
  );
  return buildDir;
}

describe("the inbox's page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SERVE_SITE: "true", BUILD_DIR: fakeBuild() });
  });
  afterAll(() => t.close());

  it("answers /admin and every path under it, never indexed or cached", async () => {
    for (const url of [
      routes.admin,
      `${routes.admin}/`,
      routes.adminLead("7KQ2-M9PX-3RTV"),
      "/admin/index.html",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.body, url).toContain('<div id="inbox">');
    }
  });

  it("has a policy of its own: its script allowed there, and on no other page", async () => {
    const inbox = await t.app.inject({ method: "GET", url: routes.adminLead("7KQ2-M9PX-3RTV") });
    const policy = inbox.headers["content-security-policy"];
    expect(policy).toContain(`script-src 'self' ${inboxHash}`);
    expect(policy).toContain("frame-ancestors 'none'");
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(home.headers["content-security-policy"]).not.toContain(inboxHash);
  });

  it("leaves the rest of the site as it was", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    const unknown = await t.app.inject({ method: "GET", url: "/administrator" });
    expect(unknown.statusCode).toBe(302);
  });
});
