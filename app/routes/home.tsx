import { lazy, Suspense } from "react";
import { Navbar } from "~/components/navbar";
import {
  aboutContent,
  contactContent,
  financingContent,
  heroContent,
  portfolioContent,
  quickActionsContent,
  reviewsContent,
  serviceDialogContent,
  servicesContent,
} from "~/content/home";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { carouselServices } from "~/lib/services";
import { Hero } from "~/sections/hero";

// Below the fold, each section's code arrives after the first screen's and hydrates in its
// own Suspense boundary, so neither the download nor the hydration is one long task. The
// prerendered HTML already holds every section in full.
const ServicesSection = lazy(() =>
  import("~/sections/services-section").then((m) => ({ default: m.ServicesSection })),
);
const Portfolio = lazy(() =>
  import("~/sections/portfolio").then((m) => ({ default: m.Portfolio })),
);
const Reviews = lazy(() => import("~/sections/reviews").then((m) => ({ default: m.Reviews })));
const About = lazy(() => import("~/sections/about").then((m) => ({ default: m.About })));
const ContactSection = lazy(() =>
  import("~/sections/contact-section").then((m) => ({ default: m.ContactSection })),
);
const MobileActionBar = lazy(() =>
  import("~/sections/mobile-action-bar").then((m) => ({ default: m.MobileActionBar })),
);

export function meta() {
  return pageMeta({ title: pages.home.title, description: pages.home.description, path: "/" });
}

export default function HomePage() {
  return (
    <>
      <Navbar />
      <main id="main">
        <Hero content={heroContent} />
        <Suspense>
          <ServicesSection
            services={carouselServices}
            content={servicesContent}
            dialogContent={serviceDialogContent}
            financing={financingContent}
          />
        </Suspense>
        <Suspense>
          <Portfolio content={portfolioContent} />
        </Suspense>
        <Suspense>
          <Reviews content={reviewsContent} />
        </Suspense>
        <Suspense>
          <About content={aboutContent} />
        </Suspense>
        <Suspense>
          <ContactSection content={contactContent} />
        </Suspense>
        <Suspense>
          <MobileActionBar content={quickActionsContent} />
        </Suspense>
      </main>
    </>
  );
}
