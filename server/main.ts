import { buildApp } from "./app";
import { createCaptchaProvider } from "./captcha/create";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createLogger } from "./logger";
import { createTransport, mailAddresses } from "./mail/create";
import { OutboxWorker } from "./outbox/worker";

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const store = await openDatabase(config, { log });
  const captcha = await createCaptchaProvider(config, store.db);
  const transport = createTransport(config);
  const app = await buildApp({
    config,
    store,
    captcha,
    serveSite: config.SERVE_SITE,
    logger: log,
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
    // A stalled mail server or client must not keep a deploy waiting: past the deadline
    // the process exits, and a delivery it interrupted is retried once its claim lapses.
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
        "shutdown deadline passed; exiting with work unfinished",
      );
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      // Stop accepting and let requests in flight (a lead being stored) finish, while the
      // delivery in progress finishes; rows not yet sent wait in the outbox for the next start.
      await Promise.all([app.close(), worker.stop()]);
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
