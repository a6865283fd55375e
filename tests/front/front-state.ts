import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What global-setup.ts started, for the specs (each runs in a worker of its own). */
export type FrontState = {
  origin: string;
  appOrigin: string;
  /** pebble's root, PEM, and the file it is in. */
  root: string;
  rootFile: string;
  /** The server's DATA_DIR. */
  dataDir: string;
};

export const frontStateFile = join(process.env.FRONT_TEST_DIR ?? "", "front.json");

export function frontState(): FrontState {
  return JSON.parse(readFileSync(frontStateFile, "utf8")) as FrontState;
}
