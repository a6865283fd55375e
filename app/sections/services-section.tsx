import { ArrowRight, CalendarCheck } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { useContactModal } from "~/components/contact-modal-provider";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-styles";
import type { financingContent, serviceDialogContent, servicesContent } from "~/content/home";
import { scrollToSection } from "~/lib/scroll";
import type { CatalogueEntry } from "~/lib/services";
import { FinancingBlock, financingCardId, financingFormId } from "./financing-block";
import { SectionHeading } from "./section-heading";
import type { ServiceDialogAction } from "./service-dialog";
import { ServicesCarousel } from "./services-carousel";

const loadServiceDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadServiceDialog);

type ServicesSectionProps = {
  services: readonly CatalogueEntry[];
  content: typeof servicesContent;
  dialogContent: typeof serviceDialogContent;
  financing: typeof financingContent;
};

/** The first field a visitor can type into, skipping the hidden spam trap. */
function firstField(form: HTMLElement): HTMLElement | null {
  const fields = form.querySelectorAll<HTMLElement>("input, select, textarea");
  for (const field of fields) {
    const hidden = field.closest("[aria-hidden='true'], [hidden]") || field.tabIndex < 0;
    if (!hidden && field.getClientRects().length > 0) return field;
  }
  return null;
}

/** Services carousel with its dialog and actions, then the 100% financing band. */
export function ServicesSection({
  services,
  content,
  dialogContent,
  financing,
}: ServicesSectionProps) {
  const { openContactModal } = useContactModal();
  const [active, setActive] = useState<CatalogueEntry | null>(null);
  const [open, setOpen] = useState(false);

  const openService = useCallback((service: CatalogueEntry) => {
    setActive(service);
    setOpen(true);
  }, []);

  const onAction = useCallback(
    (action: ServiceDialogAction, service: CatalogueEntry) => {
      if (action === "quote") openContactModal({ service: service.name });
      else scrollToSection("contact", { focus: true });
    },
    [openContactModal],
  );

  const scheduleEstimate = () => {
    const form = document.getElementById(financingFormId);
    scrollToSection(financingCardId);
    const field = form ? firstField(form) : null;
    field?.focus({ preventScroll: true });
  };

  return (
    <section id="services" aria-labelledby="services-heading">
      <div className="section-y overflow-hidden bg-surface">
        <div className="container-site">
          <SectionHeading
            id="services-heading"
            eyebrow={content.eyebrow}
            heading={content.heading}
            lead={content.lead}
          />
          <div
            className="mt-10 lg:mt-12"
            onPointerEnter={() => void loadServiceDialog()}
            onFocus={() => void loadServiceDialog()}
          >
            <ServicesCarousel services={services} content={content} onOpen={openService} />
          </div>
          <div className="mt-10 grid gap-3 border-t border-line pt-8 sm:flex sm:flex-wrap sm:items-center">
            <Button variant="primary" size="lg" onClick={scheduleEstimate}>
              <CalendarCheck className="size-5" aria-hidden="true" />
              {content.scheduleEstimate}
            </Button>
            <Link to="/all-services" className={buttonClasses("secondary", "lg")}>
              {content.viewAll}
            </Link>
            <Link
              to="/gc-services"
              className={buttonClasses("ghost", "lg", "group sm:-mr-7 sm:ml-auto")}
            >
              {content.gcServices}
              <ArrowRight
                className="size-5 transition-transform duration-200 group-hover:translate-x-1"
                aria-hidden="true"
              />
            </Link>
          </div>
        </div>
      </div>

      <FinancingBlock content={financing} />

      {active ? (
        <Suspense fallback={null}>
          <ServiceDialog
            service={active}
            open={open}
            onOpenChange={setOpen}
            content={dialogContent}
            onAction={onAction}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
