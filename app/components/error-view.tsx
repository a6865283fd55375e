import { RotateCw } from "lucide-react";
import { errorCopy } from "~/content/errors";
import { site, telHref } from "~/content/site";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button-styles";

/**
 * The branded view for any error the router catches. It never shows the error itself (no
 * message, no stack trace): a visitor gets an apology and three ways forward. Plain <a>
 * links on purpose, so they work even when the app's own navigation is what broke.
 */
export function ErrorView({ notFound = false }: { notFound?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-card">
        <div className="container-site flex h-16 items-center">
          <a href="/" className="rounded-control">
            <Logo />
            <span className="sr-only">{errorCopy.home}</span>
          </a>
        </div>
      </header>
      <main
        id="main"
        className="container-site flex flex-1 flex-col items-start justify-center py-20"
      >
        <p className="eyebrow">{site.name}</p>
        <h1 className="mt-3 max-w-3xl text-h1">
          {notFound ? errorCopy.notFoundHeading : errorCopy.heading}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">
          {notFound ? errorCopy.notFoundBody : errorCopy.body}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="/" className={buttonClasses("primary")}>
            {errorCopy.home}
          </a>
          <a href={telHref} className={buttonClasses("secondary")}>
            {errorCopy.call}
          </a>
          {notFound ? null : (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClasses("ghost")}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {errorCopy.retry}
            </button>
          )}
        </div>
      </main>
    </div>
  );
}
