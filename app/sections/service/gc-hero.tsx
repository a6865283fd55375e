import { ResponsivePicture } from "~/components/responsive-picture";
import { gcServices } from "~content/gc-services";
import { GcQuoteButton } from "./gc-quote-button";
import { heroLeadPhoto, heroPicture, ServiceHero } from "./service-hero";

const copy = gcServices.hero;

/** The hero photo: the page's largest paint, preloaded from the head. */
export const gcLeadPhoto = () => heroLeadPhoto(copy.photo);

/** The page's opening: who we are for, what we take off their hands, and a way to start. */
export function GcHero({ title }: { title: string }) {
  return (
    <ServiceHero
      eyebrow={copy.eyebrow}
      title={title}
      lead={copy.lead}
      actions={<GcQuoteButton label={copy.quote} className="mt-8 w-full sm:w-auto" />}
      photo={<ResponsivePicture {...heroPicture(copy.photo)} priority />}
    />
  );
}
