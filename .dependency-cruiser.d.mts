import type { IConfiguration } from "dependency-cruiser";

/** For each folder of server/, the folders of server/ it must never import from. */
export const serverLayers: Readonly<Record<string, readonly string[]>>;

/** The top of server/ (app.ts, main.ts, doctor/, cli/), by name: no folder of the table imports it. */
export const serverTop: readonly string[];

/** The outbox's one door, on the leads' floor: every folder may import it (decision 238). */
export const outboxDoor: string;

declare const config: IConfiguration;
export default config;
