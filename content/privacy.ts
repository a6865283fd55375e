import { claims } from "./claims";
import { site } from "./site";

/**
 * How long the website's server keeps things, in days. The server's defaults
 * (RETENTION_DAYS, IP_RETENTION_DAYS in server/config.ts) are these numbers, so the
 * policy and the code cannot drift apart.
 */
export const retention = {
  /** Requests (and their notification records and mail files) on the server. */
  requestsDays: 730,
  /** The IP address and browser type stored with a request. */
  addressDays: 30,
  /** Backups of the server's data: any moment this far back can be restored (BACKUP_URL). */
  backupDays: 30,
  /**
   * The backup takes a whole copy this often; the oldest copy goes once the next one is
   * past the window, so a deleted request leaves the backups this much after the window.
   */
  backupCopyDays: 1,
  /** A STOP reply (or an opt-out we recorded for you), kept as a hash of the number. */
  optOutDays: 4 * 365,
} as const;

/** How many texts we start to one phone in any 7 days (the text gate holds the rest). */
export const textLimits = { perWeek: 4 } as const;

/** The note at the top of a person's copy of their data (person.json in the ZIP). */
export const personExportCopy = {
  about: `Everything the website of ${site.name} holds about you, as you asked: your requests and review notices with every field we stored, our notes on them, the messages we sent about them, your estimate visits, and your photos (in the photos folder). Times are in UTC.`,
} as const;

/** A paragraph, a bulleted list, or a list of outside links. */
export type PrivacyBlock =
  string | { list: readonly string[] } | { links: readonly { label: string; href: string }[] };

export type PrivacySection = {
  id: string;
  heading: string;
  body: readonly PrivacyBlock[];
};

/**
 * The privacy policy, in plain words. It describes what this site really does: the quote,
 * financing and review forms, SMS updates, the captcha and e-mail processors the server can
 * be configured with, and how long records are kept.
 */
export const privacy = {
  updated: "Last updated December 2, 2026",
  tocHeading: "On this page",
  intro: `This policy explains what ${site.name} collects through this website, why we collect it, who helps us handle it, how long we keep it and what you can ask of us. In short: we use what you send us to answer you and to do your project, and nothing else.`,
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      body: [
        "We only collect what you choose to send us through the forms on this site:",
        {
          list: [
            "Quote and financing requests: your name, your e-mail address or phone number (at least one, so we can answer), the services you are interested in, your message, and whether you agreed to receive text messages. If you choose to add them: your project's ZIP code, how and when you would like us to contact you, and up to 5 photos of the job.",
            "Estimate visits you book: the time and street address of the visit, and when you booked, moved or canceled it.",
            "Review confirmations on our review page: your name, your phone number and the sites you left a review on, plus the date and your browser type, so we can thank the right customer.",
          ],
        },
        "Photos you attach are copied before they are stored: our server keeps only the picture, turned upright and at most 2,048 pixels wide, and drops everything your phone or camera embedded in the file, including the place it was taken (GPS location), the camera and date details (EXIF), and any captions or other embedded information (XMP and IPTC). The original file is not kept.",
        "Like any website, our server sees your IP address and browser type when you visit. We use them only to keep the site running and to stop automated spam, for example by limiting how many requests one address can send in a minute.",
        `When you send a form, we keep the IP address and browser type it came from for ${retention.addressDays} days, to trace spam, and then delete them.`,
        "Where your visit came from: on the first page you open, your browser notes, for that tab only and without a cookie, the page you landed on, the website whose link you followed, and the campaign tags and ad click codes in that link (such as utm_campaign or gclid from a Google ad). A later visit in the same tab from another link is noted too. Nothing of it leaves your browser unless you send a form; it then goes with your request, so we learn which of our ads and listings bring us customers. Closing the tab forgets it.",
        `That note is kept with your request and deleted with it, ${retention.requestsDays / 365} years after it arrives, or at once when you ask us to delete your information.`,
        "We do not use analytics, cookies or tracking pixels, and no other company's script runs on this site. The site keeps a copy of its pages and images on your device so it loads quickly and works offline; that copy holds no personal information.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use it",
      body: [
        {
          list: [
            `To answer your request, usually within ${claims.replyWithinHours} hours, prepare an estimate and schedule a visit.`,
            "To plan and carry out the work you hire us for, including permits and inspections.",
            "To follow up on financing you asked about.",
            "To send text messages, only if you agreed to receive them (see below).",
            "To keep the business records the law requires, such as contracts, invoices and warranty records.",
          ],
        },
        "We do not add you to a mailing list or send you marketing unless you ask us to.",
      ],
    },
    {
      id: "text-messages",
      heading: "Text messages (SMS)",
      body: [
        `If you check "Receive SMS Updates" on a form, ${site.name} may text you at the number you gave us. Checking the box is optional: you get the same quote and the same service without it.`,
        {
          list: [
            "What we send: replies to your request, the link to book your free estimate visit, its confirmation and reminders (the day before and 2 hours before), and updates on your estimate or project.",
            "Once the job is finished: one text asking you to review our work, with up to 2 reminders in the following week, none once you use the link, reply STOP, or unsubscribe from the request's e-mail. We ask everyone the same way, whatever they think of the job, and where and whether you review us is your choice. This text is sent only if you agreed to it: the box's wording before it mentioned review requests did not cover them.",
            `How often: it depends on your project. Expect no more than ${textLimits.perWeek} messages a week while we are working together, and after the project is finished only the review request and its reminders.`,
            "Cost: message and data rates may apply, according to your mobile plan. We never charge for texts.",
            "To stop: reply STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE or OPT OUT) to any message. Our text provider confirms once; we send no confirmation of our own, and no more texts to that number, even if a later form asks for them, until you reply START.",
            "If you ask us to stop in other words, we note it at once and stop within 10 business days, usually the same day.",
            `For help: reply HELP, or call us at ${site.phone.display}.`,
          ],
        },
        "When you text our number, your message, any pictures you send and our replies are kept with your request, as a conversation our office can read. Pictures are copied before they are stored, as form photos are: without the location, camera details or anything else your phone embedded. A text from a number we do not know starts a request of its own, named by the number.",
        "We never share your mobile number or your consent to receive texts with anyone for their own marketing. Mobile carriers are not responsible for messages that are delayed or not delivered.",
      ],
    },
    {
      id: "spam-protection",
      heading: "Spam protection",
      body: [
        "Before a form is sent, your browser completes a short check that tells people from automated programs.",
        "By default the check is ALTCHA, which runs on our own server: your browser solves a small puzzle, nothing is sent to another company and no cookie is set.",
        "If we switch the check to Google reCAPTCHA or Cloudflare Turnstile, the check is loaded from that company, which receives your IP address, browser details and how you interact with the check, to decide whether you are a person. They handle that information under their own policies:",
        {
          links: [
            { label: "Google privacy policy", href: "https://policies.google.com/privacy" },
            {
              label: "Cloudflare privacy policy",
              href: "https://www.cloudflare.com/privacypolicy/",
            },
          ],
        },
      ],
    },
    {
      id: "who-handles-it",
      heading: "Who handles your information",
      body: [
        "Your request is saved on our own server first, so it is never lost, and then e-mailed to our office. The e-mail goes out through our business e-mail provider or, if we have set it up, EmailJS, a service that delivers website form messages by e-mail. Either one handles your message only to deliver it to us.",
        {
          list: [
            "We e-mail you a short thank-you that confirms your request arrived, with its reference number, when to expect our call and, unless your ZIP code is outside our service area, a link to book your free estimate visit. It repeats nothing you wrote except your first name, and you get at most one a day.",
            "When we mark your job finished, we e-mail you one request to review our work, about 2 hours later and never at night, with up to 2 reminders in the following week. It exists so that past customers can tell future ones how we did. Every customer gets the same request, whatever they think of the job: you may review us on Google, tell us privately, or do nothing. Reminders stop once you use its link or click its unsubscribe link. The link records that it was used, and nothing else about you.",
            'If we have set it up, a text with your name, the services you asked about and your phone number goes to our own phones through our text message provider (Twilio), so we can call you back within minutes. If you checked "Receive SMS Updates", the same provider sends you a confirmation text, with the same link.',
            "If we have set it up, your request is also passed to the customer management software we use to schedule estimates, through a signed, encrypted connection. Your photos are not sent along: it gets private links to them that stop working after 7 days.",
            "Your photos are seen only by the people who answer requests, in our private inbox, which needs a sign-in.",
            "The company that hosts this website stores the server and its records for us.",
            "If you apply for financing, we pass your details to our financing partner only once you have asked to apply.",
            "The crews and suppliers on your project get only what they need to do the work, such as the site address and a contact number.",
            "We disclose information when the law requires it, for example to answer a court order.",
          ],
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      heading: "How long we keep it",
      body: [
        {
          list: [
            `Requests sent through this website, with their photos: deleted from the website's server ${retention.requestsDays / 365} years after they arrive, together with the records of their e-mail notification.`,
            "Customer project records: kept for 7 years after the project ends, for warranty, tax and permit purposes.",
            `Estimate visits, with their time and street address: deleted with the request they belong to, ${retention.requestsDays / 365} years after it arrived, or at once when you ask us to delete your information. A canceled visit is kept with the request until then too.`,
            `Text conversations with us, and the pictures in them: deleted with the request they belong to, ${retention.requestsDays / 365} years after it arrived, or sooner when you ask.`,
            `Records of your consent to texts, and of your STOP reply: kept for ${retention.optOutDays / 365} years, as proof of your choice. A STOP is kept as a one-way code made from your number, not the number itself, so that deleting your data does not let our texts start again.`,
          ],
        },
        "Each request is also e-mailed to our office. Once delivered, that e-mail sits in our mailbox, beyond the reach of the website; we delete it by hand on the same schedule.",
        `Backups of the website's server let us restore it as it was at any moment of the last ${retention.backupDays} days. Older copies are deleted, so a deleted request is gone from the backups ${retention.backupDays + retention.backupCopyDays} days later.`,
        "You can ask us to delete your information sooner; see below.",
      ],
    },
    {
      id: "no-sale",
      heading: "We do not sell your information",
      body: [
        "We do not sell, rent or trade your personal information, and we do not share it with data brokers. We show no advertising on this site.",
        "When a request that came from one of our Google ads becomes a job, we tell Google Ads so: we upload the ad's click code that came with the request, the date and the job's value. That is how Google learns which of our ads bring customers and spends our budget on those. We do not send your name, e-mail address, phone number, message or photos.",
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices",
      body: [
        {
          list: [
            "Ask us what information we hold about you, and get a copy of it: one file with your requests, our notes on them, the messages we sent about them, your estimate visits, and your photos.",
            "Ask us to correct it, or to delete it when we no longer need it for a project or by law. We then delete your requests from the website's server at once. E-mails already delivered to our mailbox are deleted by hand. Backups keep your requests until they are deleted, as described above; if we ever restore one, your requests are deleted again at once.",
            "Stop text messages at any time by replying STOP.",
          ],
        },
        "We answer these requests within 30 days and do not charge for them. This site is not meant for children under 13, and we do not knowingly collect their information.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      body: [
        "The site is served over an encrypted connection, and your requests are stored on a server that only the people who answer them can reach. No system is perfectly secure; if a breach ever affects your information, we will tell you as the law requires.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: [
        "When we change this policy, we update the date at the top of this page. If a change affects how we use information you already gave us, we will ask for your agreement first.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      body: [
        `Questions about this policy or your information go to ${site.name}. We answer ${site.hours.long}.`,
      ],
    },
  ],
} as const satisfies {
  updated: string;
  tocHeading: string;
  intro: string;
  sections: readonly PrivacySection[];
};
