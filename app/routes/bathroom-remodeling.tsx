import { pages } from "~/content/pages";
import { bathroomPage } from "~/content/service-pages";
import { pageMeta } from "~/lib/meta";
import { DedicatedServicePage } from "~/sections/service-pages/dedicated-service-page";

const page = pages.bathroom;

export function meta() {
  return pageMeta(page);
}

export default function BathroomRemodelingPage() {
  return <DedicatedServicePage content={bathroomPage} title={page.heading} />;
}
