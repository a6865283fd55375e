import { PageTitle } from "~/components/page-title";
import { SubpageHeader } from "~/components/subpage-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.privacy;

export function meta() {
  return pageMeta({ title: page.title, description: page.description, path: "/privacy-policy" });
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <PageTitle title={page.heading} lead={page.description} />
      </main>
    </>
  );
}
