import { type Config, ConfigError, loadConfig } from "../server/config";
import { withLocalOrigin } from "./local-origin.mjs";

/** What a command-line run answers: its exit code and what it prints, for tests to read. */
export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * The server's configuration as a command reads it: a configuration error is the run's
 * answer (exit code 2 and the message), anything else is thrown.
 */
export function cliConfig(env: NodeJS.ProcessEnv): { config: Config } | { failed: CliResult } {
  try {
    return { config: loadConfig(withLocalOrigin(env)) };
  } catch (error) {
    if (error instanceof ConfigError) {
      return { failed: { code: 2, stdout: "", stderr: `${error.message}\n` } };
    }
    throw error;
  }
}
