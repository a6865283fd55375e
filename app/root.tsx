import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { ContactModalProvider } from "./components/contact-modal-provider";
import { ErrorView } from "./components/error-view";
import { Footer } from "./components/footer";
import { ScrollManager } from "./components/scroll-manager";
import { SkipLink } from "./components/skip-link";
import { SocialMenu } from "./components/social-menu";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
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
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ContactModalProvider>
      <SkipLink />
      {/* A column as tall as the window, so a short page keeps its footer at the bottom. */}
      <div className="flex min-h-dvh flex-col">
        <Outlet />
        <Footer />
      </div>
      <SocialMenu />
    </ContactModalProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error) console.warn(error);
  return <ErrorView notFound={notFound} />;
}
