import {
  Bath,
  BrickWall,
  ChefHat,
  DoorOpen,
  DoorStairwell,
  Fan,
  Fence,
  Frame,
  Gauge,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  HousePlus,
  Layers,
  PaintRoller,
  PanelsTopLeft,
  Shovel,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "~/content/services";

const icons: Record<ServiceIconName, LucideIcon> = {
  house: HardHat,
  foundation: BrickWall,
  roof: House,
  kitchen: ChefHat,
  bath: Bath,
  basement: DoorStairwell,
  siding: PanelsTopLeft,
  addition: HousePlus,
  hammer: Hammer,
  pipe: Wrench,
  frame: Frame,
  cement: Shovel,
  fan: Fan,
  bolt: Zap,
  paint: PaintRoller,
  wall: Layers,
  window: DoorOpen,
  fence: Fence,
  tile: Grid3x3,
  gauge: Gauge,
};

/** The pictogram of a service; decorative, since its title always stands beside it. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
