import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, ping: () => true, serveSite: config.SERVE_SITE });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Finish requests in flight (a lead being stored) before the process exits.
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
