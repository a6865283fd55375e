import { describe, expect, it } from "vitest";
import { failedVitestTests, unsettledPlaywrightTests } from "./test-report.mjs";

const red = `${String.fromCharCode(27)}[31m`;

describe("the names of unsettled tests in the run's summary", () => {
  it("lists a failed and a flaky Playwright test with place, project and first error line", () => {
    const report = {
      suites: [
        {
          title: "forms.spec.ts",
          file: "forms.spec.ts",
          specs: [
            {
              title: "keeps its error",
              file: "forms.spec.ts",
              line: 12,
              tests: [
                {
                  projectName: "chromium",
                  status: "unexpected",
                  results: [
                    { error: { message: `\n${red}Error: expect(locator).toBeVisible()\nmore` } },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: "the dialog",
              file: "forms.spec.ts",
              specs: [
                {
                  title: "opens",
                  file: "forms.spec.ts",
                  line: 30,
                  tests: [
                    {
                      projectName: "phone",
                      status: "flaky",
                      results: [{ error: { message: "Timeout" } }, {}],
                    },
                  ],
                },
                {
                  title: "closes",
                  file: "forms.spec.ts",
                  line: 40,
                  tests: [{ projectName: "phone", status: "expected", results: [{}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(unsettledPlaywrightTests(report, "heading")).toEqual([
      "",
      "heading",
      "  failed  forms.spec.ts:12 [chromium] keeps its error",
      "          Error: expect(locator).toBeVisible()",
      "  flaky   forms.spec.ts:30 [phone] the dialog › opens",
      "          Timeout",
    ]);
  });

  it("lists nothing when every test passed, or when there is no report", () => {
    expect(unsettledPlaywrightTests({ suites: [] }, "heading")).toEqual([]);
    expect(unsettledPlaywrightTests(undefined, "heading")).toEqual([]);
    expect(failedVitestTests(undefined, "heading")).toEqual([]);
  });

  it("lists a failed vitest test by file and full name", () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/server/a.test.ts`,
          assertionResults: [
            { status: "passed", fullName: "fine" },
            {
              status: "failed",
              fullName: "a thing breaks",
              failureMessages: ["AssertionError: 1 !== 2\n at x"],
            },
          ],
        },
      ],
    };
    expect(failedVitestTests(report, "heading")).toEqual([
      "",
      "heading",
      "  failed  server/a.test.ts › a thing breaks",
      "          AssertionError: 1 !== 2",
    ]);
  });
});
