import { SubpageLayout } from "~/components/subpage-layout";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { serviceForSlug } from "~/lib/services";
import { titleFromSlug } from "~/lib/slug";
import type { Route } from "./+types/service-detail";

function titleFor(slug: string): string {
  const entry = serviceForSlug(slug);
  return entry.slug ? entry.name : titleFromSlug(slug);
}

export function meta({ params }: Route.MetaArgs) {
  const entry = serviceForSlug(params.serviceSlug);
  return pageMeta({
    title: `${titleFor(params.serviceSlug)} | ${site.name}`,
    description: entry.description,
    path: `/services/${params.serviceSlug}`,
  });
}

export default function ServiceDetailPage({ params }: Route.ComponentProps) {
  const entry = serviceForSlug(params.serviceSlug);
  return (
    <SubpageLayout
      page={{ heading: titleFor(params.serviceSlug), description: entry.description }}
    />
  );
}
