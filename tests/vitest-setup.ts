import { afterEach } from "vitest";
import { setPersonHashKey } from "../server/db/person-hash";

// Component tests opt in to jsdom with a `// @vitest-environment jsdom` pragma; this
// setup only adds DOM matchers and cleanup where a DOM exists.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

// A console.error during a test is a bug we want to see, not noise to scroll past. The
// server's files share one process (vitest.config.ts), where this setup runs once per file:
// the console is wrapped once.
const wrapped = Symbol.for("contractor-site.console-error-throws");
if (!(wrapped in console)) {
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  };
  Object.defineProperty(console, wrapped, { value: true });
}

// A test that stores or looks up an opt-out without building the app hashes with this key;
// the app and the command-line tools set their own (decision 230).
setPersonHashKey({ key: () => "test-person-hash-key-".repeat(2) });
