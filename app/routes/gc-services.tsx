import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.gcServices;

export function meta() {
  return pageMeta(page);
}

export default function GcServicesPage() {
  return <SubpageLayout page={page} />;
}
