import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.review;

export function meta() {
  return pageMeta(page);
}

export default function ReviewPage() {
  return <SubpageLayout page={page} />;
}
