import { lazy, Suspense, useState } from "react";
import { serviceDialogContent, servicesContent } from "~/content/home";
import { openQuoteDialog } from "~/lib/quote-dialog";
import { scrollToSection } from "~/lib/scroll";
import { carouselServices, type CatalogueEntry } from "~/lib/services";
import type { ServiceDialogAction } from "~/sections/home/service-dialog";
import { ServicesCarousel } from "~/sections/home/services-carousel";

const loadServiceDialog = () => import("~/sections/home/service-dialog");
const ServiceDialog = lazy(loadServiceDialog);

function onAction(action: ServiceDialogAction, service: CatalogueEntry) {
  if (action === "quote") openQuoteDialog({ service: service.name });
  else scrollToSection("contact", { focus: true });
}

/**
 * The home page's looping carousel of services. A card opens the service dialog, whose
 * code is fetched when a pointer or focus first comes near the carousel.
 */
export default function ServicesCarouselIsland() {
  const [active, setActive] = useState<CatalogueEntry | null>(null);
  const [open, setOpen] = useState(false);

  const openService = (service: CatalogueEntry) => {
    setActive(service);
    setOpen(true);
  };

  return (
    <div onPointerEnter={() => void loadServiceDialog()} onFocus={() => void loadServiceDialog()}>
      <ServicesCarousel
        services={carouselServices}
        content={servicesContent}
        onOpen={openService}
      />
      {active ? (
        <Suspense fallback={null}>
          <ServiceDialog
            service={active}
            open={open}
            onOpenChange={setOpen}
            content={serviceDialogContent}
            onAction={onAction}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
