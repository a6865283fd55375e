import { site } from "./site";

/**
 * The owner's private ICS feed of the estimate visits (issue 55, decision 260), as the
 * owner's phone calendar shows it. Only the time, the first name, the town or ZIP and the
 * inbox's link: never a phone, a message or the street address.
 */
export const visitFeedCopy = {
  calendarName: `${site.shortName} estimate visits`,
  /** "Estimate visit: Dana, Naperville, IL"; either part may be missing. */
  summary: (firstName: string | null, place: string | null) => {
    const who = [firstName, place].filter((part): part is string => Boolean(part)).join(", ");
    return who ? `Estimate visit: ${who}` : "Estimate visit";
  },
  description: (link: string) => `The lead in the inbox: ${link}`,
  /** The answer to an address that opens no feed: the same whatever was wrong with it. */
  notFound: "Not found.",
};
