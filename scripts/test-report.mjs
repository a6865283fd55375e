import { loadavg } from "node:os";
import { relative } from "node:path";

/**
 * What `npm test` prints after its runners' counts: the seconds each step took, with the
 * machine's load when it ended (a shared machine stretches every figure), and the slowest
 * test files from the runners' JSON reports, so the next cut starts from a measurement.
 */

const started = Date.now();
/** @type {{ title: string, from: number, seconds: number, load: number }[]} */
const times = [];

/** Records one step's time; `from` is when it began (Date.now()). */
export function timed(title, from) {
  times.push({ title, from, seconds: (Date.now() - from) / 1000, load: loadavg()[0] ?? 0 });
}

const pad = (text, width) => text + " ".repeat(Math.max(1, width - text.length));

/** The step table. No line has "title: N passed", which is how CI reads the counts. */
export function stepTimes() {
  const width = Math.max(...times.map(({ title }) => title.length), 5) + 2;
  const lines = ["seconds per step, in the order they began (load average when it ended):"];
  for (const { title, seconds, load } of [...times].sort((a, b) => a.from - b.from)) {
    lines.push(
      `  ${pad(title, width)}${seconds.toFixed(1).padStart(7)} s  (load ${load.toFixed(1)})`,
    );
  }
  const total = (Date.now() - started) / 1000;
  lines.push(`  ${pad("total", width)}${total.toFixed(1).padStart(7)} s`);
  return lines;
}

function slowest(heading, entries, count = 20) {
  if (entries.length === 0) return [];
  const top = entries.sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return [
    "",
    heading,
    ...top.map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${name}`),
  ];
}

/** Vitest's JSON report: each file's start and end. */
export function slowestVitestFiles(report, heading) {
  const entries = (report?.testResults ?? []).map((file) => ({
    name: relative(process.cwd(), file.name ?? ""),
    seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
  return slowest(heading, entries);
}

/**
 * Playwright's JSON report: the time of every run of every test in a spec file, retries
 * included, summed per file and project (what the file costs the workers).
 */
export function slowestPlaywrightSpecs(report, heading) {
  /** @type {Map<string, number>} */
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file} (${test.projectName})`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        perFile.set(key, (perFile.get(key) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  const entries = [...perFile].map(([name, ms]) => ({ name, seconds: ms / 1000 }));
  return slowest(heading, entries);
}

/** The first line of a runner's error message, without colour codes. */
function firstLine(message) {
  // The escape character is built from its code: a control character in a pattern is a lint error.
  const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  return (
    (message ?? "")
      .replace(colour, "")
      .split("\n")
      .find((line) => line.trim()) ?? ""
  );
}

/**
 * The tests that failed or passed only on a retry, by name and place, with the first line
 * of their error: CI shows the tail of the log, where the runners' own lists have scrolled
 * away.
 */
export function unsettledPlaywrightTests(report, heading) {
  const lines = [];
  // The report's top suites are files, named on each line already; below them, describe blocks.
  const visit = (suite, outer, isFile) => {
    const titles = isFile || !suite.title ? outer : [...outer, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failedRun = (test.results ?? []).find((result) => result.error);
        const title = [...titles, spec.title].join(" › ");
        lines.push(
          `  ${test.status === "flaky" ? "flaky " : "failed"}  ${spec.file}:${spec.line} [${test.projectName}] ${title}`,
        );
        if (failedRun)
          lines.push(`          ${firstLine(failedRun.error.message).trim().slice(0, 200)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, titles, false);
  };
  for (const suite of report?.suites ?? []) visit(suite, [], true);
  return lines.length > 0 ? ["", heading, ...lines] : [];
}

/** Vitest's JSON report: each failed test by file and name, with its first error line. */
export function failedVitestTests(report, heading) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      lines.push(`  failed  ${relative(process.cwd(), file.name ?? "")} › ${test.fullName}`);
      lines.push(`          ${firstLine(test.failureMessages?.[0]).trim().slice(0, 200)}`);
    }
  }
  return lines.length > 0 ? ["", heading, ...lines] : [];
}
