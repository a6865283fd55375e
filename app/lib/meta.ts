import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

type PageMetaInput = { title: string; description: string; path: string };

/** Title, description, canonical URL and social cards for one page. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = new URL(path, site.url).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
