import { doctorCopy } from "../../content/doctor";
import { apiRoutes } from "../../contracts/routes";
import { errorCode, probe } from "./http-probe";
import type { DoctorCheck, DoctorLine } from "./line";

const copy = doctorCopy.publicUrl;
const subject = doctorCopy.subjects.publicUrl;

/** A certificate closer than this to its end should have been renewed already. */
const renewalDays = 14;

/** Node's codes for a certificate it will not trust. */
const certificateError = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME|UNABLE_TO_GET_ISSUER/;

/** PUBLIC_URL is https, and the lead server answers its health check through it. */
export const publicUrlCheck: DoctorCheck = async ({ config, http, now }) => {
  const url = config.PUBLIC_URL;
  if (!url) return [{ mark: "fail", subject, ...copy.unset }];
  if (!url.startsWith("https://")) return [{ mark: "fail", subject, ...copy.notHttps(url) }];
  let answer;
  try {
    answer = await probe(`${url}${apiRoutes.health}`, http);
  } catch (error) {
    const code = errorCode(error);
    if (certificateError.test(code)) return [fail(copy.untrusted(url, code))];
    if (code === "ENOTFOUND") return [fail(copy.noAddress(new URL(url).hostname))];
    return [fail(copy.unreachable(url, code))];
  }
  if (answer.status === 503) return [fail(copy.databaseDown(url))];
  if (answer.status !== 200) return [fail(copy.badStatus(url, answer.status))];
  const days = answer.certificateExpires
    ? Math.floor((answer.certificateExpires.getTime() - now.getTime()) / 86_400_000)
    : Infinity;
  if (days < renewalDays) return [{ mark: "warn", subject, ...copy.expiresSoon(url, days) }];
  return [{ mark: "ok", subject, detail: copy.answers(url, days) }];
};

function fail(finding: { detail: string; fix: string }): DoctorLine {
  return { mark: "fail", subject, ...finding };
}
