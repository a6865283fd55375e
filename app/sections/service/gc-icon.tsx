import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { GcIcon } from "~content/gc-services";
import { IconBadge } from "~/sections/shared/icon-card";

const icons: Record<GcIcon, IconName> = {
  permits: "file-text",
  trades: "hard-hat",
  schedule: "calendar-clock",
  budget: "receipt-text",
  inspections: "clipboard-check",
  photos: "camera",
  draws: "landmark",
  manager: "user-round",
  home: "house",
  investor: "trending-up",
  developer: "building-2",
};

/** The content names an icon; this maps the name to its drawing, always decorative. */
export function GcIconBadge({ icon }: { icon: GcIcon }) {
  return (
    <IconBadge>
      <Icon name={icons[icon]} className="size-6" />
    </IconBadge>
  );
}
