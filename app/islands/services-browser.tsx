import { allServicesContent } from "~content/all-services";
import { serviceCards } from "~/lib/services";
import { ServicesBrowser } from "~/sections/service/services-browser";

/** All Services: search, the grid of cards with paging, and each card's detail dialog. */
export default function ServicesBrowserIsland() {
  return <ServicesBrowser cards={serviceCards} content={allServicesContent} />;
}
