import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.allServices;

export function meta() {
  return pageMeta(page);
}

export default function AllServicesPage() {
  return <SubpageLayout page={page} />;
}
