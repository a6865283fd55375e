/** Records one step's time; `from` is when it began (Date.now()). */
export function timed(title: string, from: number): void;

/** The step table, with the load average when each step ended. */
export function stepTimes(): string[];

/** Playwright's JSON report, as far as these summaries read it. */
export type PlaywrightReport = {
  suites?: PlaywrightSuite[];
};
export type PlaywrightSuite = {
  title?: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests?: {
      projectName: string;
      status: string;
      results?: { duration?: number; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};

/** Vitest's JSON report, as far as these summaries read it. */
export type VitestReport = {
  testResults?: {
    name?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

export function slowestVitestFiles(report: VitestReport | undefined, heading: string): string[];
export function slowestPlaywrightSpecs(
  report: PlaywrightReport | undefined,
  heading: string,
): string[];
export function unsettledPlaywrightTests(
  report: PlaywrightReport | undefined,
  heading: string,
): string[];
export function failedVitestTests(report: VitestReport | undefined, heading: string): string[];
