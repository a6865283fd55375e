import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { ServiceIcon as ServiceIconName } from "~content/services";

const icons: Record<ServiceIconName, IconName> = {
  house: "hard-hat",
  foundation: "brick-wall",
  roof: "house",
  kitchen: "chef-hat",
  bath: "bath",
  basement: "door-stairwell",
  siding: "panels-top-left",
  addition: "house-plus",
  hammer: "hammer",
  pipe: "wrench",
  frame: "frame",
  cement: "shovel",
  fan: "fan",
  bolt: "zap",
  paint: "paint-roller",
  wall: "layers",
  window: "door-open",
  fence: "fence",
  tile: "grid-3x3",
  gauge: "gauge",
};

/** The pictogram of a service; decorative, since its title always stands beside it. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return <Icon name={icons[name]} className={className} />;
}
