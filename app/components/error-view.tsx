import { errorCopy } from "~/content/errors";
import { site, telHref } from "~/content/site";
import { buttonClasses } from "./ui/button-styles";

/** The branded view for any error the router catches: no stack trace, always a way forward. */
export function ErrorView({ notFound = false }: { notFound?: boolean }) {
  return (
    <main className="container-site flex min-h-[70vh] flex-col items-start justify-center py-24">
      <p className="eyebrow">{site.name}</p>
      <h1 className="mt-3 text-h1">{notFound ? errorCopy.notFoundHeading : errorCopy.heading}</h1>
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
      </div>
    </main>
  );
}
