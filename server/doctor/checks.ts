import { doctorCopy } from "../../content/doctor";
import { printable } from "../leads/printable";
import { backupCheck } from "./backup";
import { datedClaimsCheck } from "./dated-claims";
import { feedsLocalCheck, storedMediaCheck } from "./data-checks";
import type { DoctorCheck, DoctorContext, DoctorLine } from "./line";
import { mailDomainCheck } from "./mail-dns";
import { mailTransportCheck } from "./mail";
import { proxyAddressCheck } from "./proxy-address";
import { publicUrlCheck } from "./public-url";
import { secretsCheck } from "./secrets";
import { trustProxyCheck } from "./trust-proxy";
import { twilioCheck } from "./twilio";

/** The doctor's checks, in the order their lines print. A new check is one more entry. */
export const doctorChecks: readonly DoctorCheck[] = [
  publicUrlCheck,
  trustProxyCheck,
  proxyAddressCheck,
  secretsCheck,
  backupCheck,
  storedMediaCheck,
  feedsLocalCheck,
  mailTransportCheck,
  mailDomainCheck,
  twilioCheck,
  datedClaimsCheck,
];

/** Runs every check at once (each waits on the network), keeping their order. */
export async function runDoctor(
  context: DoctorContext,
  checks: readonly DoctorCheck[] = doctorChecks,
): Promise<DoctorLine[]> {
  const results = await Promise.all(
    checks.map(async (check): Promise<DoctorLine[]> => {
      try {
        return await check(context);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return [
          { mark: "fail", subject: doctorCopy.subjects.check, ...doctorCopy.checkCrashed(reason) },
        ];
      }
    }),
  );
  return results.flat();
}

/** "FAIL  SPF: <what was found>. To fix: <what to do>", as a terminal shows it safely. */
export function formatLine({ mark, subject, detail, fix }: DoctorLine): string {
  const text = `${doctorCopy.marks[mark]}  ${subject}: ${detail}${fix ? `. ${doctorCopy.toFix} ${fix}` : ""}`;
  return printable(text);
}

/** 1 when any check failed; warnings alone still pass. */
export function exitCode(lines: readonly DoctorLine[]): 0 | 1 {
  return lines.some((line) => line.mark === "fail") ? 1 : 0;
}
