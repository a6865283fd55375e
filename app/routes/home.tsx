import { lazy, Suspense } from "react";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

// Every part of the page, with its copy, arrives after the route itself: the prerendered
// HTML already holds the whole page (hero photo included), so the first paint waits for
// no script, and each section hydrates in its own Suspense boundary when its chunk lands,
// in short tasks rather than one long one. See docs/decisions/040-home-loads-in-slices.md.
const copy = () => import("~/content/home");

const Navbar = lazy(() => import("~/components/navbar").then((m) => ({ default: m.Navbar })));

const Hero = lazy(async () => {
  const [{ Hero }, { heroContent }] = await Promise.all([import("~/sections/hero"), copy()]);
  return { default: () => <Hero content={heroContent} /> };
});

const ServicesSection = lazy(async () => {
  const [{ ServicesSection }, content, { carouselServices }] = await Promise.all([
    import("~/sections/services-section"),
    copy(),
    import("~/lib/services"),
  ]);
  return {
    default: () => (
      <ServicesSection
        services={carouselServices}
        content={content.servicesContent}
        dialogContent={content.serviceDialogContent}
        financing={content.financingContent}
      />
    ),
  };
});

const Portfolio = lazy(async () => {
  const [{ Portfolio }, { portfolioContent }] = await Promise.all([
    import("~/sections/portfolio"),
    copy(),
  ]);
  return { default: () => <Portfolio content={portfolioContent} /> };
});

const Reviews = lazy(async () => {
  const [{ Reviews }, { reviewsContent }] = await Promise.all([
    import("~/sections/reviews"),
    copy(),
  ]);
  return { default: () => <Reviews content={reviewsContent} /> };
});

const About = lazy(async () => {
  const [{ About }, { aboutContent }] = await Promise.all([import("~/sections/about"), copy()]);
  return { default: () => <About content={aboutContent} /> };
});

const ContactSection = lazy(async () => {
  const [{ ContactSection }, { contactContent }] = await Promise.all([
    import("~/sections/contact-section"),
    copy(),
  ]);
  return { default: () => <ContactSection content={contactContent} /> };
});

const MobileActionBar = lazy(async () => {
  const [{ MobileActionBar }, { quickActionsContent }] = await Promise.all([
    import("~/sections/mobile-action-bar"),
    copy(),
  ]);
  return { default: () => <MobileActionBar content={quickActionsContent} /> };
});

export function meta() {
  return pageMeta({ title: pages.home.title, description: pages.home.description, path: "/" });
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
