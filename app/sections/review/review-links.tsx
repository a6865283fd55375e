import { buttonClasses } from "~/components/ui/button-styles";
import { reviewPage } from "~content/review";
import { HeadedSection } from "~/sections/shared/headed-section";
import { IconBadge } from "~/sections/shared/icon-card";
import { Icon } from "~/components/icon";

const copy = reviewPage.platforms;

/** Step 1: the two review sites, each a card with one clear way out to it. */
export function ReviewLinks() {
  return (
    <HeadedSection headingId="review-links-heading" copy={copy}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {copy.items.map((item) => (
          <li key={item.id} data-platform={item.id} className="card flex flex-col p-6">
            <IconBadge>
              <Icon name={item.id} className="size-6" />
            </IconBadge>
            <h3 className="mt-4 text-h3">{item.name}</h3>
            <p className="mt-2 flex-1 text-ink-soft">{item.text}</p>
            <a
              data-review-platform={item.id}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("secondary", "lg", "mt-6 w-full")}
            >
              {item.action}
              <span className="sr-only"> {copy.newTab}</span>
              <Icon name="external-link" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
