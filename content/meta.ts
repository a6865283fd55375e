import { site } from "./site";

export type PageMetaInput = { title: string; description: string; path: string };

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address. */
  canonical: string;
};

/** What the document head says about one page: title, description, canonical URL. */
export function pageMeta({ title, description, path }: PageMetaInput): PageMeta {
  return { title, description, canonical: new URL(path, site.url).toString() };
}
