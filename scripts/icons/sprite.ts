import {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  BadgePercent,
  Bath,
  BrickWall,
  Building2,
  CalendarCheck,
  CalendarClock,
  Camera,
  Check,
  ChefHat,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Columns2,
  DoorOpen,
  DoorStairwell,
  Expand,
  ExternalLink,
  Fan,
  Fence,
  FileText,
  Frame,
  Gauge,
  Gem,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  HousePlus,
  ImageOff,
  Info,
  Landmark,
  Layers,
  LayoutGrid,
  Mail,
  MapPin,
  MessageSquareText,
  PaintRoller,
  PanelsTopLeft,
  Pause,
  Phone,
  Play,
  ReceiptText,
  RefreshCw,
  RotateCcw,
  Search,
  SearchX,
  Share2,
  ShieldCheck,
  Shovel,
  Star,
  TrendingUp,
  UserRound,
  Wrench,
  X,
  Zap,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from "lucide-react";
import { format, resolveConfig } from "prettier";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brands, slimPath } from "./brand-paths";

/** Lucide's outline icons the public pages draw, by the name `<Icon>` takes. */
const outlines: Record<string, LucideIcon> = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up-right": ArrowUpRight,
  "badge-percent": BadgePercent,
  bath: Bath,
  "brick-wall": BrickWall,
  "building-2": Building2,
  "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock,
  camera: Camera,
  check: Check,
  "chef-hat": ChefHat,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  // Lucide's other name for it: the first, with its "-2", reads to Tailwind as a utility,
  // which the build would add to the site's stylesheet.
  columns: Columns2,
  "door-open": DoorOpen,
  "door-stairwell": DoorStairwell,
  expand: Expand,
  "external-link": ExternalLink,
  fan: Fan,
  fence: Fence,
  "file-text": FileText,
  frame: Frame,
  gauge: Gauge,
  gem: Gem,
  "grid-3x3": Grid3x3,
  hammer: Hammer,
  "hard-hat": HardHat,
  house: House,
  "house-plus": HousePlus,
  "image-off": ImageOff,
  info: Info,
  landmark: Landmark,
  layers: Layers,
  "layout-grid": LayoutGrid,
  mail: Mail,
  "map-pin": MapPin,
  "message-square-text": MessageSquareText,
  "paint-roller": PaintRoller,
  "panels-top-left": PanelsTopLeft,
  phone: Phone,
  "receipt-text": ReceiptText,
  "refresh-cw": RefreshCw,
  "rotate-ccw": RotateCcw,
  search: Search,
  "search-x": SearchX,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  shovel: Shovel,
  "trending-up": TrendingUp,
  "user-round": UserRound,
  wrench: Wrench,
  x: X,
  zap: Zap,
  "zoom-in": ZoomIn,
  "zoom-out": ZoomOut,
};

/** Lucide icons the pages fill rather than stroke: the rating's stars, the slides' controls. */
const solids: Record<string, LucideIcon> = {
  "pause-filled": Pause,
  "play-filled": Play,
  "star-filled": Star,
};

/** A lucide icon as lucide draws it inline, painted as the page asked. */
function lucideSvg(icon: LucideIcon, solid: boolean): string {
  return renderToStaticMarkup(
    createElement(icon, solid ? { fill: "currentColor", strokeWidth: 0 } : {}),
  );
}

/** A brand mark (simple-icons, slimmed) as it was drawn inline, filled in the text color. */
const brandSvg = (path: string) =>
  `<svg viewBox="0 0 24 24" fill="currentColor"><path d="${slimPath(path)}"/></svg>`;

/** Every icon in the sprite, by name, as it is drawn on its own. */
export const drawings = new Map(
  [
    ...Object.entries(outlines).map(([name, icon]) => [name, lucideSvg(icon, false)] as const),
    ...Object.entries(solids).map(([name, icon]) => [name, lucideSvg(icon, true)] as const),
    ...Object.entries(brands).map(([name, path]) => [name, brandSvg(path)] as const),
  ].sort(([a], [b]) => a.localeCompare(b)),
);

/**
 * A drawing as a symbol: its shapes, with the paint and the 24-unit box of its own <svg>.
 * The paint sits on the symbol, so a page's <svg> carries only its size and class.
 */
function symbolOf(name: string, svg: string): string {
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  if (!match) throw new Error(`${name} is drawn as ${svg.slice(0, 80)}`);
  const [, attributes = "", shapes = ""] = match;
  const paint = attributes.replace(/\s(?:xmlns|width|height|class|aria-hidden)="[^"]*"/g, "");
  // React closes every shape with its own end tag; a sprite can close them in place.
  const closed = shapes.replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
  return `<symbol id="${name}"${paint}>${closed}</symbol>`;
}

export const spriteFile = "app/components/icons.svg";
export const iconNamesModule = "app/components/icon-names.ts";

/** The sprite `npm run icons` writes: one symbol a line, sorted by name. */
export function spriteSource(): string {
  const symbols = [...drawings].map(([name, svg]) => symbolOf(name, svg));
  return [`<svg xmlns="http://www.w3.org/2000/svg">`, ...symbols, `</svg>`, ""].join("\n");
}

/** The names `<Icon>` accepts, as a type, so a name missing from the sprite fails to compile. */
export async function iconNamesSource(): Promise<string> {
  const names = [...drawings.keys()].map((name) => JSON.stringify(name));
  const source = [
    "// Written by `npm run icons` (scripts/icons/sprite.ts): do not edit.",
    `export type IconName = ${names.join(" | ")};`,
    "",
  ].join("\n");
  const options = await resolveConfig(iconNamesModule);
  return format(source, { ...options, filepath: iconNamesModule });
}
