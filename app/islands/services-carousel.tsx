import { lazy, Suspense, useState } from "react";
import { serviceDialogContent, servicesContent } from "~content/home";
import { openQuoteDialog } from "~/lib/quote-dialog";
import { scrollToSection } from "~/lib/scroll";
import { carouselServices, type ServiceView } from "~/lib/services";
import { ServicesCarousel } from "~/sections/service/services-carousel";

const loadServiceDialog = () => import("~/sections/service/service-dialog");
const ServiceDialog = lazy(loadServiceDialog);

/**
 * The home page's looping carousel of services. A card opens the service dialog, whose
 * code is fetched when a pointer or focus first comes near the carousel.
 */
export default function ServicesCarouselIsland() {
  const [active, setActive] = useState<ServiceView | null>(null);
  const [open, setOpen] = useState(false);

  const openService = (service: ServiceView) => {
    setActive(service);
    setOpen(true);
  };

  const onAction = (action: string) => {
    if (action === "quote") openQuoteDialog({ service: active?.slug });
    // Focus goes to the contact section instead of back to the card far above it.
    else scrollToSection("contact", { focus: true });
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
            offerHeading={serviceDialogContent.offerHeading}
            badge
            actions={[
              { label: serviceDialogContent.contactUs, variant: "secondary", action: "contact" },
              { label: serviceDialogContent.getQuote, variant: "primary", action: "quote" },
            ]}
            actionsClassName="grid grid-cols-2 gap-3 sm:flex sm:justify-end"
            onAction={onAction}
            movesFocus={["contact"]}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
