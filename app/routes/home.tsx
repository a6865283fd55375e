import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({ title: pages.home.title, description: pages.home.description, path: "/" });
}

export default function HomePage() {
  return (
    <main id="main">
      <section id="home" className="container-site section-y">
        <h1 className="text-display">{site.name}</h1>
        <p className="mt-4 text-lg">{site.tagline}</p>
      </section>
    </main>
  );
}
