import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configSchema } from "./config";

/** .env.example is the one list an owner reads before `docker compose up -d`. */
const example = readFileSync(".env.example", "utf8");
const named = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));

describe(".env.example", () => {
  it.each(Object.keys(configSchema.in.shape))("names %s, with a comment", (name) => {
    expect(named.has(name), `${name} is missing from .env.example`).toBe(true);
  });

  it("names what compose.yaml and the Caddyfile read", () => {
    for (const name of [
      "DOMAIN",
      "ACME_EMAIL",
      "ACME_CA",
      "ACME_CA_ROOT",
      "UPSTREAM",
      "CADDY_IMAGE",
      "NODE_IMAGE",
    ]) {
      expect(named.has(name), name).toBe(true);
    }
  });

  it("sets only the five values an owner must, and the transport they imply", () => {
    const set = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(set).toEqual([
      "DOMAIN",
      "ACME_EMAIL",
      "PUBLIC_URL",
      "MAIL_TO",
      "SMTP_URL",
      "MAIL_TRANSPORT",
    ]);
  });
});
