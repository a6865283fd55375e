import { heroContent } from "~content/home";
import { Hero } from "~/sections/home/hero";

/** The home page's opening photos, rotating every 6 s once hydrated. */
export default function HeroIsland() {
  return <Hero content={heroContent} />;
}
