/**
 * Common British spellings, and British usages, that a US company's visitors would notice.
 * Each is matched as a whole word (with its usual endings), case-insensitively.
 */
const britishStems = [
  "neighbour",
  "colour",
  "favour",
  "honour",
  "labour",
  "behaviour",
  "harbour",
  "humour",
  "centre",
  "metre",
  "litre",
  "theatre",
  "fibre",
  "catalogue",
  "cheque",
  "programme",
  "jewellery",
  "aluminium",
  "storey",
  "kerb",
  "tyre",
  "mould",
  "grey",
  "whilst",
  "amongst",
  "enrol",
  "fulfil",
  "licence",
  "organis",
  "realis",
  "recognis",
  "apologis",
  "customis",
  "personalis",
  "prioritis",
  "minimis",
  "maximis",
  "optimis",
  "summaris",
  "specialis",
  "finalis",
  "analys",
  "modelling",
  "travelled",
  "cancelled",
  "labelled",
  "fuelled",
  "tick",
  "postcode",
  "fortnight",
] as const;

// A stem inside a hyphenated or slashed name (a photo id, a URL) is a code name, not copy.
const pattern = new RegExp(
  `(?<!\\w[-/_])\\b(${britishStems.map((stem) => stem.replace(" ", "\\s+")).join("|")})(e|ed|es|s|ing|ings|ation|ations|er|ers|ly)?\\b(?![-/_]\\w)`,
  "gi",
);

/** The British spellings found in a text, lower-cased, each once. */
export function britishSpellings(text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].toLowerCase()))];
}

/** Source text without its comments, which are written for engineers, not visitors. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}
