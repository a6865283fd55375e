import type { ReactNode } from "react";
import { socialCopy } from "~content/navigation";
import { privacy, type PrivacyBlock } from "~content/privacy";
import { mailtoHref, site, telHref } from "~content/site";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

function Block({ block }: { block: PrivacyBlock }) {
  if (typeof block === "string") return <p className="mt-4">{block}</p>;
  if ("list" in block) {
    return (
      <ul className="mt-4 grid list-disc gap-2 pl-5 marker:text-accent">
        {block.list.map((item) => (
          <li key={item} className="pl-1">
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-4 grid gap-2">
      {block.links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            {link.label}
            <Icon name="arrow-up-right" className="size-4" />
            <span className="sr-only">{socialCopy.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ContactCard() {
  const rows: { icon: IconName; content: ReactNode }[] = [
    { icon: "phone", content: <a href={telHref}>{site.phone.display}</a> },
    { icon: "mail", content: <a href={mailtoHref}>{site.email}</a> },
    { icon: "clock", content: site.hours.display },
  ];
  return (
    <address className="card mt-6 grid gap-3 p-6 not-italic">
      <p className="font-semibold text-ink">{site.name}</p>
      {rows.map(({ icon, content }, index) => (
        <p
          key={index}
          className="flex min-w-0 items-center gap-3 [overflow-wrap:anywhere] text-ink-soft [&_a]:font-semibold [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent"
        >
          <Icon name={icon} className="size-4 shrink-0 text-ink-muted" />
          <span className="min-w-0">{content}</span>
        </p>
      ))}
    </address>
  );
}

/** The policy itself: a table of contents beside the sections, then how to reach us. */
export function PrivacyPolicy() {
  return (
    <>
      <div className="container-site pb-20 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:pb-28">
        <nav
          aria-labelledby="privacy-toc"
          className="mb-12 rounded-card border border-line bg-card p-5 lg:sticky lg:top-8 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        >
          <h2 id="privacy-toc" className="eyebrow">
            {privacy.tocHeading}
          </h2>
          <ol className="mt-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-line">
            {privacy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center leading-snug text-ink-soft hover:text-accent lg:-ml-px lg:min-h-0 lg:border-l-2 lg:border-transparent lg:py-2 lg:pl-4 lg:hover:border-accent"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-[40rem] text-lg leading-relaxed text-ink-soft">
          <p className="text-base text-ink-muted">{privacy.updated}</p>
          {privacy.sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="render-when-near mt-12 first-of-type:mt-8"
            >
              <h2 id={section.id} className="text-2xl font-semibold tracking-tight">
                {section.heading}
              </h2>
              {section.body.map((block, index) => (
                <Block key={index} block={block} />
              ))}
              {section.id === "contact-us" ? <ContactCard /> : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
