import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every URL of the site. The prerender list (react-router.config.ts) is derived from this
 * file and the service catalogue, never typed twice.
 */
export default [
  index("routes/home.tsx"),
  route("all-services", "routes/all-services.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("review", "routes/review.tsx"),
  route("contact", "routes/contact.tsx"),
  route("gc-services", "routes/gc-services.tsx"),
  route("services/kitchen-remodeling", "routes/kitchen-remodeling.tsx"),
  route("services/bathroom-remodeling", "routes/bathroom-remodeling.tsx"),
  route("services/:serviceSlug", "routes/service-detail.tsx"),
  route("client-review", "routes/redirect.tsx", { id: "redirect-client-review" }),
  route("general-contractor", "routes/redirect.tsx", { id: "redirect-general-contractor" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
