import type { ReviewPlatform } from "../contracts/review-platform";
import { googleReviewFormUrl, site } from "./site";

/** Copy of the Review page (/review), where past clients are asked for a review. */
export const reviewPage = {
  intro: {
    eyebrow: "For our clients",
    lead: `Thank you for trusting ${site.name} with your home. A few words from you help your neighbors choose their contractor with confidence, and it takes about two minutes.`,
    photo: "kitchen/kitchen-wood-cabinets-island",
  },
  platforms: {
    eyebrow: "Step 1",
    heading: "Leave a Review",
    lead: "Pick whichever site you already use. Each link opens in a new tab.",
    newTab: "(opens in a new tab)",
    items: [
      {
        id: "google",
        name: "Google",
        text: "Reviews on Google appear when neighbors search for a remodeler.",
        action: "Review us on Google",
        href: googleReviewFormUrl,
      },
      {
        id: "yelp",
        name: "Yelp",
        text: "Yelp reviews help homeowners compare local contractors.",
        action: "Review us on Yelp",
        href: site.social.yelp,
      },
    ],
  },
  form: {
    eyebrow: "Step 2",
    heading: "Let Us Know You Did",
    lead: "So we can thank you personally. This form only tells us; it does not post anything.",
    name: { label: "Your name", placeholder: "Jane Smith" },
    phone: { label: "Phone (optional)", placeholder: "6305550142" },
    platforms: { legend: "Where did you leave your review?" },
    platformLabels: { google: "Google", yelp: "Yelp" } satisfies Partial<
      Record<ReviewPlatform, string>
    >,
    message: {
      label: "Message (optional)",
      placeholder: "Anything you would like us to know",
    },
    submit: "Send",
    sending: "Sending...",
    success: {
      heading: "Thank you!",
      text: "Your note reached us. We truly appreciate you taking the time to share your experience.",
      again: "Send another note",
    },
    error: "Sorry, we could not send your note. Please try again, or call us.",
    noScript: {
      heading: "This form needs JavaScript",
      body: "It uses a security check that runs in your browser. You can tell us directly instead:",
      call: `Call ${site.phone.display}`,
      email: `Email ${site.email}`,
    },
  },
} as const;

/** The platforms offered on the form, in display order. */
export const reviewFormPlatforms = ["google", "yelp"] as const satisfies readonly ReviewPlatform[];
