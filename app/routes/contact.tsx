import { PageTitle } from "~/components/page-title";
import { SubpageHeader } from "~/components/subpage-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.contact;

export function meta() {
  return pageMeta({ title: page.title, description: page.description, path: "/contact" });
}

export default function ContactPage() {
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <PageTitle title={page.heading} lead={page.description} />
      </main>
    </>
  );
}
