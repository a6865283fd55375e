import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Draws the sample illustrations that stand in for categories without a licensed photo
 * (basement, concrete). Run by hand when the drawings change (`npx tsx
 * scripts/images/make-samples.ts`); the JPEGs it writes are committed source photos, so
 * the build never depends on this script. Colours follow the site palette (app/app.css).
 */

const ink = "#13213a";
const inkSoft = "#34425a";
const surface = "#f7f4ee";
const sunk = "#efe9df";
const line = "#ddd5c8";
const lineStrong = "#c4b9a8";
const accent = "#a84a22";
const accentSoft = "#f6e6dc";
const earth = "#e6dccb";
const earthDeep = "#d9ccb6";
const concrete = "#cbc5bb";
const concreteDark = "#b7b0a4";
const glass = "#dfe5ea";
const sage = "#b7c0a8";

const outputs = "content/photos";

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 1200 800">${body}</svg>`;
}

/** Small stones scattered in a band, placed by a fixed sequence so the drawing is stable. */
function stones(x0: number, y0: number, w: number, h: number, count: number, fill: string) {
  let out = "";
  let seed = 7;
  const next = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  for (let i = 0; i < count; i++) {
    const cx = x0 + next() * w;
    const cy = y0 + next() * h;
    const r = 2 + next() * 5;
    out += `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 1.3).toFixed(1)}" ry="${r.toFixed(1)}" fill="${fill}"/>`;
  }
  return out;
}

function basement(): string {
  const stairs = Array.from({ length: 8 }, (_, i) => {
    const x = 330 + i * 18;
    const y = 438 + i * 30.5;
    return `<path d="M${x} ${y} h18 v30.5" fill="none" stroke="${inkSoft}" stroke-width="3"/>`;
  }).join("");
  return svg(`
    <rect width="1200" height="800" fill="${surface}"/>
    <circle cx="1010" cy="150" r="54" fill="${accentSoft}"/>
    <rect x="0" y="430" width="1200" height="370" fill="${earth}"/>
    <rect x="0" y="610" width="1200" height="190" fill="${earthDeep}"/>
    ${stones(0, 445, 260, 340, 40, lineStrong)}
    ${stones(1000, 600, 200, 190, 26, lineStrong)}
    <line x1="0" y1="430" x2="1200" y2="430" stroke="${lineStrong}" stroke-width="4"/>
    <!-- tree -->
    <rect x="136" y="330" width="12" height="100" fill="${inkSoft}"/>
    <circle cx="142" cy="300" r="62" fill="${sage}"/>
    <circle cx="104" cy="330" r="38" fill="${sage}"/>
    <!-- house above grade -->
    <path d="M262 214 L600 84 L938 214" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M300 214 L600 98 L900 214 V420 H300 Z" fill="#ffffff" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="360" y="262" width="110" height="96" fill="${glass}" stroke="${ink}" stroke-width="4"/>
    <line x1="415" y1="262" x2="415" y2="358" stroke="${ink}" stroke-width="3"/>
    <rect x="730" y="262" width="110" height="96" fill="${glass}" stroke="${ink}" stroke-width="4"/>
    <line x1="785" y1="262" x2="785" y2="358" stroke="${ink}" stroke-width="3"/>
    <rect x="560" y="300" width="80" height="120" fill="${sunk}" stroke="${ink}" stroke-width="4"/>
    <!-- foundation walls and footing -->
    <rect x="282" y="420" width="636" height="300" fill="${concrete}" stroke="${ink}" stroke-width="5"/>
    <rect x="262" y="708" width="676" height="26" fill="${concreteDark}" stroke="${ink}" stroke-width="4"/>
    <!-- finished room -->
    <rect x="302" y="436" width="596" height="252" fill="#fbf8f2"/>
    <rect x="302" y="672" width="596" height="16" fill="#d9c2a2"/>
    <line x1="302" y1="436" x2="898" y2="436" stroke="${ink}" stroke-width="5"/>
    <line x1="296" y1="420" x2="904" y2="420" stroke="${ink}" stroke-width="6"/>
    ${stairs}
    <line x1="330" y1="438" x2="474" y2="682" stroke="${inkSoft}" stroke-width="4"/>
    <!-- lamp and its light -->
    <circle cx="528" cy="560" r="92" fill="${accentSoft}" opacity="0.8"/>
    <line x1="528" y1="560" x2="528" y2="672" stroke="${ink}" stroke-width="4"/>
    <path d="M506 560 L550 560 L540 528 L516 528 Z" fill="${accent}"/>
    <path d="M880 482 L690 672 L800 672 L880 582 Z" fill="${accentSoft}" opacity="0.55"/>
    <!-- picture, rug and sofa -->
    <rect x="640" y="482" width="120" height="78" fill="#ffffff" stroke="${inkSoft}" stroke-width="4"/>
    <path d="M652 548 L690 510 L716 532 L734 516 L750 548 Z" fill="${line}"/>
    <rect x="578" y="668" width="268" height="8" rx="4" fill="${lineStrong}"/>
    <rect x="596" y="600" width="232" height="54" rx="12" fill="${inkSoft}"/>
    <rect x="586" y="620" width="252" height="46" rx="12" fill="${ink}"/>
    <rect x="604" y="664" width="10" height="10" fill="${ink}"/>
    <rect x="810" y="664" width="10" height="10" fill="${ink}"/>
    <!-- egress window and window well -->
    <path d="M918 440 H1000 V600 H918" fill="${sunk}" stroke="${ink}" stroke-width="4"/>
    ${stones(922, 560, 74, 36, 14, concreteDark)}
    <rect x="876" y="478" width="26" height="104" fill="${glass}" stroke="${ink}" stroke-width="4"/>
  `);
}

function concreteSlab(): string {
  const dx = 200;
  const dy = -130;
  const left = 170;
  const right = 850;
  const top = 400;
  const layers = [
    { from: top, to: top + 96, fill: concrete },
    { from: top + 96, to: top + 190, fill: "#ddd4c6" },
    { from: top + 190, to: top + 330, fill: earthDeep },
  ];
  const front = layers
    .map(
      (l) =>
        `<rect x="${left}" y="${l.from}" width="${right - left}" height="${l.to - l.from}" fill="${l.fill}"/>`,
    )
    .join("");
  const side = layers
    .map(
      (l) =>
        `<path d="M${right} ${l.from} L${right + dx} ${l.from + dy} L${right + dx} ${l.to + dy} L${right} ${l.to} Z" fill="${l.fill}"/>`,
    )
    .join("");
  const rebar = Array.from({ length: 11 }, (_, i) => {
    const x = left + 40 + i * 60;
    return `<circle cx="${x}" cy="${top + 58}" r="7" fill="${ink}"/>`;
  }).join("");
  const broom = Array.from({ length: 22 }, (_, i) => {
    const t = (i + 1) / 23;
    const x1 = left + dx * t;
    const y1 = top + dy * t;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${(x1 + right - left).toFixed(1)}" y2="${y1.toFixed(1)}" stroke="${concreteDark}" stroke-width="1.5" opacity="0.6"/>`;
  }).join("");
  const joint = (x: number) =>
    `<line x1="${x}" y1="${top}" x2="${x + dx}" y2="${top + dy}" stroke="${inkSoft}" stroke-width="4"/>`;
  return svg(`
    <rect width="1200" height="800" fill="${surface}"/>
    <circle cx="190" cy="150" r="54" fill="${accentSoft}"/>
    <ellipse cx="${(left + right + dx) / 2}" cy="${top + 350}" rx="480" ry="26" fill="${line}"/>
    <!-- top of the slab, broom finish and control joints -->
    <path d="M${left} ${top} L${right} ${top} L${right + dx} ${top + dy} L${left + dx} ${top + dy} Z" fill="#d8d3ca"/>
    ${broom}
    ${joint(left + (right - left) / 3)}
    ${joint(left + (2 * (right - left)) / 3)}
    <line x1="${left + dx / 2}" y1="${top + dy / 2}" x2="${right + dx / 2}" y2="${top + dy / 2}" stroke="${inkSoft}" stroke-width="4"/>
    <!-- cut faces: slab, gravel base, compacted soil -->
    ${front}
    ${side}
    ${stones(left + 6, top + 102, right - left - 12, 82, 150, concreteDark)}
    ${stones(left + 6, top + 200, right - left - 12, 120, 60, lineStrong)}
    <line x1="${left + 30}" y1="${top + 58}" x2="${right - 30}" y2="${top + 58}" stroke="${ink}" stroke-width="3"/>
    ${rebar}
    <path d="M${left} ${top} H${right} L${right + dx} ${top + dy} H${left + dx} Z M${left} ${top} V${top + 330} H${right} V${top} M${right} ${top + 330} L${right + dx} ${top + 330 + dy} V${top + dy}" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <line x1="${left}" y1="${top + 96}" x2="${right}" y2="${top + 96}" stroke="${ink}" stroke-width="3"/>
    <line x1="${right}" y1="${top + 96}" x2="${right + dx}" y2="${top + 96 + dy}" stroke="${ink}" stroke-width="3"/>
    <line x1="${left}" y1="${top + 190}" x2="${right}" y2="${top + 190}" stroke="${inkSoft}" stroke-width="2"/>
    <line x1="${right}" y1="${top + 190}" x2="${right + dx}" y2="${top + 190 + dy}" stroke="${inkSoft}" stroke-width="2"/>
    <!-- dimension marks, drawing style -->
    <g stroke="${accent}" stroke-width="3">
      <line x1="${left - 40}" y1="${top}" x2="${left - 40}" y2="${top + 96}"/>
      <line x1="${left - 52}" y1="${top}" x2="${left - 28}" y2="${top}"/>
      <line x1="${left - 52}" y1="${top + 96}" x2="${left - 28}" y2="${top + 96}"/>
      <line x1="${left - 40}" y1="${top + 96}" x2="${left - 40}" y2="${top + 190}" stroke-dasharray="8 8"/>
      <line x1="${left - 52}" y1="${top + 190}" x2="${left - 28}" y2="${top + 190}"/>
    </g>
  `);
}

mkdirSync(join(outputs, "basement"), { recursive: true });
mkdirSync(join(outputs, "concrete"), { recursive: true });
const jpeg = { quality: 90, mozjpeg: true, chromaSubsampling: "4:4:4" } as const;
await sharp(Buffer.from(basement()))
  .jpeg(jpeg)
  .toFile(join(outputs, "basement/basement-sample.jpg"));
await sharp(Buffer.from(concreteSlab()))
  .jpeg(jpeg)
  .toFile(join(outputs, "concrete/concrete-sample.jpg"));
console.log("samples: wrote basement/basement-sample.jpg and concrete/concrete-sample.jpg");
