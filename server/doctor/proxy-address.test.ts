import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { doctorContext } from "../../tests/support/doctor-context";
import { startTestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { proxyAddressCheck, readRecentAddresses } from "./proxy-address";

/**
 * Docker's userland proxy (and a NAT in front of the app) hands the server every visitor
 * as the bridge's gateway: one private address for all, so they share one rate limit and
 * an attacker's flood locks every homeowner out. The leads' own addresses show it.
 */

const check = (addresses: string[]) =>
  proxyAddressCheck(doctorContext({}, { recentAddresses: async () => addresses }));

describe("doctor: the addresses the last leads came from", () => {
  it("an attacker's flood would lock out every visitor when the last 20 leads all came from the bridge's gateway", async () => {
    for (const gateway of ["172.17.0.1", "::ffff:10.0.2.2", "192.168.65.1", "fd00::1"]) {
      const [line] = await check(Array.from({ length: 20 }, () => gateway));
      expect(line).toMatchObject({ mark: "warn", subject: "Visitor addresses" });
      expect(line?.detail).toContain(gateway.replace("::ffff:", ""));
      expect(line?.fix).toMatch(/userland-proxy|host network/);
    }
  });

  it("is ok when the leads came from visitors' own addresses, and says nothing of too few", async () => {
    const many = ["203.0.113.9", "198.51.100.4", "172.17.0.1"];
    expect((await check(many))[0]).toMatchObject({ mark: "ok" });
    expect(await check(["172.17.0.1", "172.17.0.1"])).toEqual([]);
    expect((await check(["203.0.113.9", "203.0.113.9", "203.0.113.9"]))[0]).toMatchObject({
      mark: "ok",
    });
  });

  it("reads the addresses of the last 20 leads, newest first, from the server's database", async () => {
    const t = await startTestApp();
    try {
      const lead = quoteRequestSchema.parse(validContact);
      for (let i = 0; i < 22; i++) {
        const ip = i < 2 ? "203.0.113.9" : "172.17.0.1";
        const now = new Date(Date.UTC(2026, 0, 1, 0, i));
        await storeLead(t.store.db, lead, { ip, userAgent: "test", now });
      }
      const addresses = await readRecentAddresses(t.config);
      expect(addresses).toEqual(Array.from({ length: 20 }, () => "172.17.0.1"));
    } finally {
      await t.close();
    }
  });
});
