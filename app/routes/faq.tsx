import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.faq;

export function meta() {
  return pageMeta(page);
}

export default function FaqPage() {
  return <SubpageLayout page={page} />;
}
