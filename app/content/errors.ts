import { site } from "./site";

export const errorCopy = {
  heading: "Something went wrong on our side",
  body: `Sorry, this page could not be shown. Your information is safe. Try again, or call us at ${site.phone.display} and we will help right away.`,
  notFoundHeading: "We could not find that page",
  notFoundBody:
    "The page may have moved. Our services, gallery and free quote form are one click away.",
  retry: "Try again",
  home: "Go to the home page",
  call: `Call ${site.phone.display}`,
} as const;
