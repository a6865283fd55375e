import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { ContactModalProvider } from "./components/contact-modal-provider";
import "./app.css";

// The shell arrives in slices after the page's first paint (docs/decisions/004): the
// prerendered HTML already shows it, and each piece hydrates when its chunk lands.
const Footer = lazy(() => import("./components/footer").then((m) => ({ default: m.Footer })));
const SocialMenu = lazy(() =>
  import("./components/social-menu").then((m) => ({ default: m.SocialMenu })),
);
const ScrollManager = lazy(() =>
  import("./components/scroll-manager").then((m) => ({ default: m.ScrollManager })),
);
const SkipLink = lazy(() =>
  import("./components/skip-link").then((m) => ({ default: m.SkipLink })),
);
const ErrorView = lazy(() =>
  import("./components/error-view").then((m) => ({ default: m.ErrorView })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The headline's font, fetched with the HTML rather than after the CSS, so text does not
  // reflow when it arrives.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13213a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Suspense>
          <ScrollManager />
        </Suspense>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    void import("./lib/service-worker").then((m) => m.registerServiceWorker());
  }, []);
  return (
    <ContactModalProvider>
      <Suspense>
        <SkipLink />
      </Suspense>
      {/* A column as tall as the window, so a short page keeps its footer at the bottom. */}
      <div className="flex min-h-dvh flex-col">
        <Outlet />
        <Suspense>
          <Footer />
        </Suspense>
      </div>
      <Suspense>
        <SocialMenu />
      </Suspense>
    </ContactModalProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error) console.warn(error);
  return (
    <Suspense>
      <ErrorView notFound={notFound} />
    </Suspense>
  );
}
