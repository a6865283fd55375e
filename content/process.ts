/** Process steps shown on the service pages. */
export type ProcessStep = { title: string; description: string };

export const genericProcess = [
  {
    title: "Consultation",
    description: "We visit, listen, measure and talk through budget and timing.",
  },
  {
    title: "Planning & Design",
    description: "You get a written scope, drawings where needed and a fixed-price estimate.",
  },
  {
    title: "Execution",
    description: "One crew lead runs the job, keeps the site clean and updates you weekly.",
  },
  {
    title: "Completion",
    description: "We walk through every detail with you and close out the punch list.",
  },
] as const satisfies readonly ProcessStep[];

export const bathroomProcess = [
  {
    title: "Design Consultation",
    description: "We talk through how you use the room, your style and your budget.",
  },
  {
    title: "Space Planning",
    description: "We lay out shower, vanity and storage to make the most of every inch.",
  },
  {
    title: "Material Selection",
    description: "Tile, fixtures and finishes chosen with you, with samples in hand.",
  },
  {
    title: "Professional Installation",
    description: "Waterproofing, plumbing, tile and fixtures installed by our own crew.",
  },
  {
    title: "Quality Assurance",
    description: "A final inspection and walkthrough before we call the job done.",
  },
] as const satisfies readonly ProcessStep[];

export const kitchenProcess = [
  {
    title: "Consultation",
    description: "We learn how you cook and gather, and set a realistic budget together.",
  },
  {
    title: "Design & Planning",
    description: "Layout, cabinetry and finishes drawn up and priced line by line.",
  },
  {
    title: "Permits & Preparation",
    description: "We file permits, order materials and protect the rest of your home.",
  },
  {
    title: "Construction",
    description: "Demolition, rough-in, cabinets, counters and finishes on a posted schedule.",
  },
  {
    title: "Final Inspection",
    description: "City sign-off and a walkthrough with you, down to the last cabinet door.",
  },
] as const satisfies readonly ProcessStep[];
