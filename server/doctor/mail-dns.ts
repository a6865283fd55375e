import { doctorCopy } from "../../content/doctor";
import { mailAddresses } from "../mail/create";
import type { DoctorCheck, DoctorContext, DoctorLine } from "./line";

const copy = doctorCopy.dns;
const subjects = doctorCopy.subjects;

/** The answer to a TXT question: its records, none, or the resolver's error code. */
type Lookup = { records: string[] } | { error: string };

/** "No such name" and "no TXT there" both mean the record is missing. */
const missing = new Set(["ENOTFOUND", "ENODATA"]);

async function txt(dns: DoctorContext["dns"], name: string): Promise<Lookup> {
  try {
    // A record longer than 255 bytes comes as several strings; they are one value.
    return { records: (await dns.resolveTxt(name)).map((parts) => parts.join("")) };
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    return missing.has(code) ? { records: [] } : { error: code };
  }
}

/** The domain of the address notifications and thank-yous are sent from. */
export function senderDomain(config: DoctorContext["config"]): string {
  const from = mailAddresses(config).from;
  return from.slice(from.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * SPF, DKIM and DMARC for the sender's domain: without them Gmail and Yahoo reject or bin
 * the owner's notifications and the visitor's thank-you.
 */
export const mailDomainCheck: DoctorCheck = async (context) => {
  const domain = senderDomain(context.config);
  return Promise.all([spf(context, domain), dkim(context, domain), dmarc(context, domain)]);
};

async function spf({ dns }: DoctorContext, domain: string): Promise<DoctorLine> {
  const subject = subjects.spf;
  const found = await txt(dns, domain);
  if ("error" in found) return { mark: "warn", subject, ...copy.lookupFailed(domain, found.error) };
  const records = found.records.filter((r) => /^v=spf1(\s|$)/i.test(r.trim()));
  const [record] = records;
  if (record === undefined) return { mark: "fail", subject, ...copy.spfMissing(domain) };
  if (records.length > 1) return { mark: "fail", subject, ...copy.spfMany(domain, records.length) };
  if (/\s\+all\b/i.test(record)) return { mark: "fail", subject, ...copy.spfAnyone(domain) };
  return { mark: "ok", subject, detail: copy.spfFound(domain, record) };
}

/**
 * `_dmarc.<domain>`, or a parent domain's record, which covers its subdomains (a sender
 * at mail.example.com is covered by _dmarc.example.com).
 */
async function dmarc({ dns }: DoctorContext, domain: string): Promise<DoctorLine> {
  const subject = subjects.dmarc;
  const labels = domain.split(".");
  for (let start = 0; labels.length - start >= 2; start += 1) {
    const name = `_dmarc.${labels.slice(start).join(".")}`;
    const found = await txt(dns, name);
    if ("error" in found) return { mark: "warn", subject, ...copy.lookupFailed(name, found.error) };
    const records = found.records.filter((r) => /^v=DMARC1\s*(;|$)/i.test(r.trim()));
    const [record] = records;
    if (record === undefined) continue;
    if (records.length > 1)
      return { mark: "fail", subject, ...copy.dmarcMany(name, records.length) };
    const policy = /(?:^|;)\s*p\s*=\s*([a-z]+)/i.exec(record)?.[1]?.toLowerCase() ?? "none";
    return { mark: "ok", subject, detail: copy.dmarcFound(name, policy) };
  }
  return { mark: "fail", subject, ...copy.dmarcMissing(domain) };
}

/** Each selector in MAIL_DKIM_SELECTOR publishes a key at `<selector>._domainkey.<domain>`. */
async function dkim({ dns, config }: DoctorContext, domain: string): Promise<DoctorLine> {
  const subject = subjects.dkim;
  const selectors = config.MAIL_DKIM_SELECTOR ?? [];
  if (selectors.length === 0) return { mark: "warn", subject, ...copy.dkimNoSelector(domain) };
  const names: string[] = [];
  for (const selector of selectors) {
    const name = `${selector}._domainkey.${domain}`;
    const found = await txt(dns, name);
    if ("error" in found) return { mark: "warn", subject, ...copy.lookupFailed(name, found.error) };
    const key = found.records.find((r) => /(?:^|;)\s*p\s*=/i.test(r));
    if (key === undefined) return { mark: "fail", subject, ...copy.dkimMissing(name) };
    if (/(?:^|;)\s*p\s*=\s*(;|$)/i.test(key))
      return { mark: "fail", subject, ...copy.dkimRevoked(name) };
    names.push(name);
  }
  return { mark: "ok", subject, detail: copy.dkimFound(names.join(", ")) };
}
