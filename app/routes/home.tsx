import { lazy, Suspense, type ReactElement } from "react";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import type * as HomeCopyModule from "~/content/home";
import type { Route } from "./+types/home";

// Every part of the page, with its copy, arrives after the route itself: the prerendered
// HTML already holds the whole page (hero photo included), so the first paint waits for
// no script, and each section hydrates in its own Suspense boundary when its chunk lands,
// in short tasks rather than one long one. See docs/decisions/040-home-loads-in-slices.md.
type HomeCopy = typeof HomeCopyModule;
const copy = () => import("~/content/home");

/** A section's chunk and the copy it needs, fetched together and bound into one component. */
function slice<M>(load: () => Promise<M>, render: (module: M, content: HomeCopy) => ReactElement) {
  return lazy(async () => {
    const [module, content] = await Promise.all([load(), copy()]);
    return { default: () => render(module, content) };
  });
}

const Navbar = lazy(() => import("~/components/navbar").then((m) => ({ default: m.Navbar })));
const Hero = slice(
  () => import("~/sections/hero"),
  (m, c) => <m.Hero content={c.heroContent} />,
);
const ServicesSection = slice(
  () => Promise.all([import("~/sections/services-section"), import("~/lib/services")]),
  ([m, { carouselServices }], c) => (
    <m.ServicesSection
      services={carouselServices}
      content={c.servicesContent}
      dialogContent={c.serviceDialogContent}
      financing={c.financingContent}
    />
  ),
);
const Portfolio = slice(
  () => import("~/sections/portfolio"),
  (m, c) => <m.Portfolio content={c.portfolioContent} />,
);
const Reviews = slice(
  () => import("~/sections/reviews"),
  (m, c) => <m.Reviews content={c.reviewsContent} />,
);
const About = slice(
  () => import("~/sections/about"),
  (m, c) => <m.About content={c.aboutContent} />,
);
const ContactSection = slice(
  () => import("~/sections/contact-section"),
  (m, c) => <m.ContactSection content={c.contactContent} />,
);
const MobileActionBar = slice(
  () => import("~/sections/mobile-action-bar"),
  (m, c) => <m.MobileActionBar content={c.quickActionsContent} />,
);

// Runs only at build time (the page is prerendered), so the copy behind the title and
// description stays out of the browser's JavaScript; the HTML carries the result.
export function loader() {
  return {
    meta: pageMeta(pages.home),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function HomePage() {
  return (
    <>
      <Suspense>
        <Navbar />
      </Suspense>
      <main id="main">
        <Suspense>
          <Hero />
        </Suspense>
        <Suspense>
          <ServicesSection />
        </Suspense>
        <Suspense>
          <Portfolio />
        </Suspense>
        <Suspense>
          <Reviews />
        </Suspense>
        <Suspense>
          <About />
        </Suspense>
        <Suspense>
          <ContactSection />
        </Suspense>
        <Suspense>
          <MobileActionBar />
        </Suspense>
      </main>
    </>
  );
}
