/**
 * deploy/Caddyfile as an operator starts it: only DOMAIN, ACME_EMAIL and UPSTREAM set.
 * ACME_CA and ACME_CA_ROOT exist for tests (front.spec.ts points them at pebble).
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { adaptCaddyfile } from "../support/tls-front";

const production = {
  DOMAIN: "www.example.com",
  ACME_EMAIL: "owner@example.com",
  UPSTREAM: "app:3000",
};

test("the Caddyfile loads without ACME_CA and ACME_CA_ROOT, and then asks Let's Encrypt", () => {
  const config = adaptCaddyfile(production);
  const issuers = config.apps.tls?.automation?.policies?.flatMap((p) => p.issuers ?? []) ?? [];
  expect(issuers.map(({ module, ca, email }) => ({ module, ca, email }))).toEqual([
    {
      module: "acme",
      ca: "https://acme-v02.api.letsencrypt.org/directory",
      email: "owner@example.com",
    },
  ]);
  execFileSync(
    "caddy",
    ["validate", "--config", resolve("deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...production },
      stdio: "pipe",
    },
  );
});

test("the Caddyfile serves only its domain, on 443, with HTTP sent to HTTPS by Caddy itself", () => {
  const servers = Object.values(adaptCaddyfile(production).apps.http.servers);
  expect(servers.map((server) => server.listen)).toEqual([[":443"]]);
});
