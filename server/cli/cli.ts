import { pathToFileURL } from "node:url";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { setPersonHashKeyFrom } from "../backup/ledger";
import { type Config, ConfigError, loadConfig } from "../config";
import { type PersonKey, personKey } from "../leads/erase";
import { forTerminal, printable } from "../leads/printable";
import { withLocalOrigin } from "./local-origin.mjs";

/** What a command-line run answers: its exit code and what it prints, for tests to read. */
export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * The server's configuration as a command reads it: a configuration error is the run's
 * answer (exit code 2 and the message), anything else is thrown.
 */
export function cliConfig(env: NodeJS.ProcessEnv): { config: Config } | { failed: CliResult } {
  try {
    const config = loadConfig(withLocalOrigin(env));
    // An erasure a command records is hashed with the server's key (decision 230).
    setPersonHashKeyFrom(config);
    return { config };
  } catch (error) {
    if (error instanceof ConfigError) {
      return { failed: { code: 2, stdout: "", stderr: `${error.message}\n` } };
    }
    throw error;
  }
}

/** The e-mail address or phone number a command names a person by, or its refusal (exit 2). */
export function personArgument(value: string): { key: PersonKey } | { failed: CliResult } {
  const key = personKey(value);
  if (key) return { key };
  return {
    failed: {
      code: 2,
      stdout: "",
      stderr: `Not an e-mail address or phone number: ${printable(value)}\n`,
    },
  };
}

/**
 * Runs a command and prints its answer when its file is the one Node started, not when a
 * test imports it; at a terminal, without the control characters a stored text may hold.
 * `ownerOnly`: whatever the run creates in DATA_DIR (a new database, a restored one) is
 * readable by the owner alone.
 */
export async function runWhenMain(
  moduleUrl: string,
  command: () => Promise<CliResult>,
  { ownerOnly }: { ownerOnly: boolean },
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  if (ownerOnly) process.umask(0o077);
  const result = await command();
  process.stdout.write(forTerminal(result.stdout, process.stdout));
  process.stderr.write(forTerminal(result.stderr, process.stderr));
  process.exitCode = result.code;
}

/**
 * `<command> [flags]` for a tool with a few commands (`backup`, `sms`): `--help` answers
 * the usage with exit code 0, an unknown flag or command answers it with exit code 2.
 * Flags come back as parseArgs reads them: a string, true, or absent.
 */
export function parseCommand(
  argv: string[],
  flags: NonNullable<ParseArgsConfig["options"]>,
  commands: readonly string[],
  usage: string,
): { command: string; values: Record<string, unknown> } | { done: CliResult } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...flags, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { done: { code: 2, stdout: "", stderr: `${message}\n\n${usage}\n` } };
  }
  const { values, positionals } = parsed;
  if (values.help) return { done: { code: 0, stdout: `${usage}\n`, stderr: "" } };
  const [command, ...rest] = positionals;
  if (!command || rest.length > 0 || !commands.includes(command)) {
    return { done: { code: 2, stdout: "", stderr: `${usage}\n` } };
  }
  return { command, values };
}
