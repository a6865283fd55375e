/** Section ids of the home page, in page order, with their navigation labels. */
export const homeSections = [
  { id: "home", label: "Home" },
  { id: "services", label: "Services" },
  { id: "portfolio", label: "Portfolio" },
  { id: "reviews", label: "Reviews" },
  { id: "about", label: "About" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof homeSections)[number]["id"];

/** Links of the header used by All Services, FAQ and Gallery. */
export const subpageLinks = [
  { to: "/all-services", label: "Our Services" },
  { to: "/gc-services", label: "General Contractor" },
  { to: "/gallery", label: "Our Gallery" },
] as const;

export const navCopy = {
  backHome: "Back to Home",
  callUs: "Call us",
  getQuote: "Get Quote",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNav: "Main",
  callConfirm: (phone: string) => `Call ${phone}?`,
  skipToContent: "Skip to content",
} as const;

/** Company links in the footer: sections on the home page, routes elsewhere. */
export const footerLinks = [
  { label: "Services", section: "services", to: "/all-services" },
  { label: "Our Work", section: "portfolio", to: "/gallery" },
  { label: "Reviews", section: "reviews", to: "/#reviews" },
  { label: "About", section: "about", to: "/#about" },
  { label: "FAQ", section: null, to: "/faq" },
  { label: "General Contractor", section: null, to: "/gc-services" },
  { label: "Free Quote", section: "contact", to: "/#contact" },
  { label: "Privacy Policy", section: null, to: "/privacy-policy" },
] as const;
