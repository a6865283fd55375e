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
export function GcIconBadge({ icon, tone = "light" }: { icon: GcIcon; tone?: "light" | "dark" }) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${
        tone === "dark" ? "bg-white/10 text-on-dark" : "bg-surface-sunk text-ink"
      }`}
    >
      <Icon className="size-6" />
    </span>
  );
}
