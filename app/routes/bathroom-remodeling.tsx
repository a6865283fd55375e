import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.bathroom;

export function meta() {
  return pageMeta(page);
}

export default function BathroomRemodelingPage() {
  return <SubpageLayout page={page} />;
}
