import { buildApp } from "./app";
import { createCaptchaProvider } from "./captcha/create";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createTransport, mailAddresses } from "./mail/create";
import { OutboxWorker } from "./outbox/worker";

async function main() {
  const config = loadConfig();
  const store = await openDatabase(config);
  const captcha = await createCaptchaProvider(config, store.db);
  const transport = createTransport(config);
  const app = await buildApp({
    config,
    store,
    captcha,
    serveSite: config.SERVE_SITE,
    onQueued: () => worker.wake(),
  });
  const worker = new OutboxWorker({
    db: store.db,
    transport,
    addresses: mailAddresses(config),
    log: app.log,
    timings: { baseDelayMs: config.MAIL_RETRY_BASE_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      // Stop accepting, let requests in flight (a lead being stored) finish, then let the
      // delivery in progress finish; rows not yet sent wait in the outbox for the next start.
      await app.close();
      await worker.stop();
      await transport.close();
      await store.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  worker.start();
  app.log.info(
    { database: store.dialect, mail: transport.name, captcha: config.CAPTCHA_PROVIDER },
    "lead server ready",
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
