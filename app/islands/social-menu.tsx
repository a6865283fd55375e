import { SocialMenu } from "~/components/social-menu";

/** The floating social links of every page, with the Yelp reviews dialog. */
export default function SocialMenuIsland() {
  return <SocialMenu />;
}
