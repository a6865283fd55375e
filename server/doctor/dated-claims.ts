import { datedClaimLines } from "../../content/dated-claims";
import type { DoctorCheck } from "./line";

/**
 * The site's claims that age (the rating, years in business, projects completed): a warning
 * once one was checked more than 90 days ago, saying where to update it (decision 215).
 */
export const datedClaimsCheck: DoctorCheck = async ({ now }) => datedClaimLines(now);
