import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.kitchen;

export function meta() {
  return pageMeta(page);
}

export default function KitchenRemodelingPage() {
  return <SubpageLayout page={page} />;
}
