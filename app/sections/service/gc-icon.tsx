import {
  Building2,
  Camera,
  ClipboardCheck,
  FileText,
  HardHat,
  House,
  CalendarClock,
  Landmark,
  ReceiptText,
  TrendingUp,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { GcIcon } from "~/content/gc-services";
import { IconBadge } from "~/sections/shared/icon-card";

const icons: Record<GcIcon, LucideIcon> = {
  permits: FileText,
  trades: HardHat,
  schedule: CalendarClock,
  budget: ReceiptText,
  inspections: ClipboardCheck,
  photos: Camera,
  draws: Landmark,
  manager: UserRound,
  home: House,
  investor: TrendingUp,
  developer: Building2,
};

/** The content names an icon; this maps the name to its drawing, always decorative. */
export function GcIconBadge({ icon }: { icon: GcIcon }) {
  const Icon = icons[icon];
  return (
    <IconBadge>
      <Icon className="size-6" />
    </IconBadge>
  );
}
