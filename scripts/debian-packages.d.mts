/** A command (or an absolute file path) and the Debian package that brings it. */
export type DebianPackage = [command: string, name: string];
export const browserPackages: DebianPackage[];
export const frontPackages: DebianPackage[];
export const containerPackages: DebianPackage[];
/** The packages of the list whose command is missing. */
export function missingPackages(list: DebianPackage[]): string[];
/** Installs what is missing with apt-get when root; true when nothing is missing after. */
export function ensurePackages(list: DebianPackage[], why: string): boolean;
