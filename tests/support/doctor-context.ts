import { Resolver } from "node:dns/promises";
import type { AddressInfo } from "node:net";
import type { DoctorContext } from "../../server/doctor/line";
import { startTestApp, type TestApp, tempDir, testConfig } from "./server";

/** A doctor's context on a test config; DNS goes to `dnsServer` (a stand-in) or nowhere. */
export function doctorContext(
  env: Record<string, string> = {},
  parts: Partial<Omit<DoctorContext, "config">> & { dnsServer?: string } = {},
): DoctorContext {
  const { dnsServer, ...rest } = parts;
  const dns = new Resolver({ timeout: 1_000, tries: 1 });
  // Port 9 on loopback: nothing answers, so a check that asks DNS unbidden fails fast.
  dns.setServers([dnsServer ?? "127.0.0.1:9"]);
  return {
    config: testConfig(env),
    now: new Date(),
    cwd: tempDir("doctor-cwd-"),
    http: { timeoutMs: 3_000 },
    dns,
    verifySmtp: async () => {},
    ...rest,
  };
}

/** The real app listening on 127.0.0.1, as it runs behind a front. */
export async function listeningApp(
  env: Record<string, string> = {},
): Promise<TestApp & { url: string }> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}
