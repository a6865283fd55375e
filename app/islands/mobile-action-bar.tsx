import { quickActionsContent } from "~content/home";
import { MobileActionBar } from "~/sections/home/mobile-action-bar";

/** On phones, 'Call' and 'Get Free Quote' within a thumb's reach once the hero is gone. */
export default function MobileActionBarIsland() {
  return <MobileActionBar content={quickActionsContent} />;
}
