import { BlockList, isIP } from "node:net";
import { doctorCopy } from "../../content/doctor";
import { apiRoutes } from "../../contracts/routes";
import { probe } from "./http-probe";
import type { DoctorCheck, DoctorLine } from "./line";

const copy = doctorCopy.trustProxy;
const subject = doctorCopy.subjects.trustProxy;

/** An address from TEST-NET-3 (RFC 5737): no visitor has it, so believing it means spoofable. */
export const spoofProbe = "203.0.113.77";

/** Loopback, private, link-local and carrier-grade NAT ranges: a proxy's, never a visitor's. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
notPublic.addAddress("::1", "ipv6");
notPublic.addSubnet("fc00::", 7, "ipv6");
notPublic.addSubnet("fe80::", 10, "ipv6");

/** An IPv4 address as an IPv6 socket writes it (::ffff:127.0.0.1) is the IPv4 address. */
function plain(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.)/i, "");
}

export function isPublicAddress(address: string): boolean {
  const bare = plain(address);
  const version = isIP(bare);
  return version !== 0 && !notPublic.check(bare, version === 4 ? "ipv4" : "ipv6");
}

type Seen = { address: string; proxied: boolean };

function readSeen(body: string): Seen | undefined {
  try {
    const value = JSON.parse(body) as Partial<Seen>;
    return typeof value.address === "string" && typeof value.proxied === "boolean"
      ? { address: value.address, proxied: value.proxied }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server, through the real front, whom it sees: once plainly, where it must name
 * this machine and not the proxy; once with a made-up X-Forwarded-For, which it must not
 * believe.
 */
export const trustProxyCheck: DoctorCheck = async ({ config, http }) => {
  const value = String(config.TRUST_PROXY);
  if (!config.PUBLIC_URL) return [{ mark: "warn", subject, ...copy.notChecked }];
  const url = `${config.PUBLIC_URL}${apiRoutes.healthClient}`;
  let honest, forged;
  try {
    honest = await probe(url, http);
    forged = await probe(url, http, { "x-forwarded-for": spoofProbe });
  } catch {
    return [{ mark: "warn", subject, ...copy.notChecked }];
  }
  const seen = readSeen(honest.body);
  const seenForged = readSeen(forged.body);
  if (honest.status !== 200 || !seen || !seenForged) {
    return [{ mark: "fail", subject, ...copy.noEndpoint(honest.status) }];
  }
  if (plain(seenForged.address) === spoofProbe) {
    return [{ mark: "fail", subject, ...copy.spoofable(value, spoofProbe) }];
  }
  return [judge(seen, plain(honest.localAddress ?? ""), value)];
};

function judge(seen: Seen, local: string, value: string): DoctorLine {
  const address = plain(seen.address);
  if (address === local) return { mark: "ok", subject, detail: copy.matches(address) };
  const isPublic = isPublicAddress(address);
  if (!seen.proxied) {
    return isPublic
      ? { mark: "warn", subject, ...copy.unexpected(address, local) }
      : { mark: "fail", subject, ...copy.proxyAddress(value, address) };
  }
  return isPublic
    ? { mark: "ok", subject, detail: copy.throughProxy(address) }
    : { mark: "warn", subject, ...copy.privateThroughProxy(address) };
}
