import { createRequire } from "node:module";

// jscpd's ES module build names a file without its ending; its CommonJS build loads.
const { detectClones } = createRequire(import.meta.url)("jscpd");

/**
 * `npm test`'s "duplicates" gate: code copied across app/ and server/ in runs of 50 tokens
 * or more, tests and generated files left out. It fails above 20 copies (issue 35). jscpd's
 * own --threshold is a share of all lines, which grows more lenient as the code grows; a
 * count does not. Each copy is listed, so the one to fold into a shared helper is named.
 */

const limit = 20;
const minTokens = 50;

const clones = await detectClones({
  path: ["app", "server"],
  minTokens,
  ignore: ["**/*.test.ts", "**/*.test.tsx", "**/*.test-support.*", "app/generated/**"],
  reporters: [],
  silent: true,
});

const at = ({ sourceId, start, end }) => `${sourceId}:${start.line}-${end.line}`;
for (const clone of clones) console.log(`${at(clone.duplicationA)} = ${at(clone.duplicationB)}`);
console.log(`${clones.length} copies of ${minTokens} tokens or more (at most ${limit})`);
process.exit(clones.length > limit ? 1 : 0);
