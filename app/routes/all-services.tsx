import { SubpageLayout } from "~/components/subpage-layout";
import { allServicesContent } from "~/content/all-services";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { serviceCards } from "~/lib/services";
import { ServicesBrowser } from "~/sections/all-services/services-browser";
import { ServicesCta } from "~/sections/all-services/services-cta";

const page = pages.allServices;

export function meta() {
  return pageMeta(page);
}

export default function AllServicesPage() {
  return (
    <SubpageLayout page={page}>
      <ServicesBrowser cards={serviceCards} content={allServicesContent} />
      <ServicesCta content={allServicesContent.cta} />
    </SubpageLayout>
  );
}
