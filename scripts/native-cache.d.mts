/** Where better-sqlite3's installer looks for this machine's binary, or why there is none. */
export function cacheEntry(): { skip: string } | { packageDir: string; file: string };

/** Packs the installed binary into npm's prebuild cache unless an entry is there. */
export function keepNativeBinary(): string;
