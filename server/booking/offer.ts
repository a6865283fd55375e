import { outsideServiceArea } from "../../content/service-area";
import { bookingPath, bookingToken } from "./links";

/**
 * The booking page a quote request's answer offers (issue 55, decision 252): the same
 * `/book/<token>` the thank-you e-mail carries, as a path on the site's own origin, where
 * the form that sent the request lives. A ZIP outside the service area books no visit of
 * its own (the owner calls), so it gets none, as in the e-mail.
 */
export type BookingOffer = (lead: { id: string; zip?: string | null }) => string | undefined;

export function bookingOffer(linkKey: string): BookingOffer {
  return ({ id, zip }) =>
    outsideServiceArea(zip) ? undefined : bookingPath(bookingToken(linkKey, id));
}
