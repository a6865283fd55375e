import type { ReactNode } from "react";
import { PageTitle } from "./page-title";
import { SubpageHeader } from "./subpage-header";

type SubpageLayoutProps = {
  page: { heading: string; description: string };
  children?: ReactNode;
};

/** Every sub-page's frame: the shared header, the page's one h1 and lead, then its content. */
export function SubpageLayout({ page, children }: SubpageLayoutProps) {
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <PageTitle title={page.heading} lead={page.description} />
        {children}
      </main>
    </>
  );
}
