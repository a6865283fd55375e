import { pages } from "~/content/pages";
import { kitchenPage } from "~/content/service-pages";
import { pageMeta } from "~/lib/meta";
import { DedicatedServicePage } from "~/sections/service-pages/dedicated-service-page";

const page = pages.kitchen;

export function meta() {
  return pageMeta(page);
}

export default function KitchenRemodelingPage() {
  return <DedicatedServicePage content={kitchenPage} title={page.heading} />;
}
