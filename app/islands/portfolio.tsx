import { portfolioContent } from "~/content/home";
import { Portfolio } from "~/sections/home/portfolio";

/**
 * The home page's five sample projects. An island only so its photos wait until they come
 * within 100 px of the viewport (SPEC section 9), as the other lazy photos do.
 */
export default function PortfolioIsland() {
  return <Portfolio content={portfolioContent} />;
}
