import { resolve } from "node:path";
import { buildApp } from "./app";
import { checkPersonHashKey, setPersonHashKeyFrom } from "./backup/ledger";
import { scheduleBackupWatch } from "./backup/monitor";
import { startReplicator } from "./backup/supervisor";
import { createCaptchaProvider } from "./captcha/create";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createLogger } from "./logger";
import { checkTransport, maskUrl } from "./mail/check";
import { createTransport, mailAddresses, mailDir } from "./mail/create";
import { instanceId } from "./outbox/instance";
import type { MailTransport } from "./mail/transport";
import { channelWorkers, configuredChannels } from "./outbox/channel-workers";
import { schedulePurge } from "./retention/purge";

async function main() {
  // Everything created in DATA_DIR (database, WAL, secrets, mail) is the owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const log = createLogger(config);
  const store = await openDatabase(config, { log });
  // Another key would silently forget every STOP: refuse to start instead (decision 230).
  setPersonHashKeyFrom(config);
  const keyChanged = await checkPersonHashKey(store.db, config.DATA_DIR);
  if (keyChanged) {
    await store.close();
    throw new ConfigError(keyChanged);
  }
  // Replicating before the first request, so every lead acknowledged is shipped within 1 s.
  const replicator = config.DATABASE_URL ? undefined : startReplicator(config, log);
  const captcha = await createCaptchaProvider(config, store.db);
  const transport = createTransport(config);
  const channels = configuredChannels(config, log);
  const app = await buildApp({
    config,
    store,
    captcha,
    serveSite: config.SERVE_SITE,
    logger: log,
    channels,
    onQueued: () => worker.wake(),
  });
  const worker = channelWorkers({
    config,
    db: store.db,
    transport,
    addresses: mailAddresses(config),
    channels,
    instanceId: instanceId(config),
    log: app.log,
  });

  let stopPurge: () => void = () => {};
  let stopWatch: () => void = () => {};
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
      stopPurge();
      stopWatch();
      await Promise.all([app.close(), worker.stop()]);
      await transport.close();
      await store.close();
      // Last, so the replicator ships the final writes before it goes.
      await replicator?.stop();
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
  stopPurge = schedulePurge(
    store.db,
    {
      retentionDays: config.RETENTION_DAYS,
      ipRetentionDays: config.IP_RETENTION_DAYS,
      mailDir: mailDir(config),
    },
    app.log,
  );
  stopWatch = scheduleBackupWatch(config, store.db, app.log);
  app.log.info(
    {
      dataDir: resolve(config.DATA_DIR),
      database: config.DATABASE_URL
        ? `postgres ${maskUrl(config.DATABASE_URL)}`
        : `sqlite ${resolve(config.DATA_DIR, "site.sqlite")}`,
      mail: transport.name,
      channels: worker.channels,
      captcha: config.CAPTCHA_PROVIDER,
      instance: worker.instanceId,
      backup: replicator ? "on" : "off",
    },
    "lead server ready",
  );
  void reportTransport(config, transport, app.log);
}

/**
 * Says whether anyone will hear of a lead. Runs after listen and never throws: a mail
 * server that is down must not keep leads from being stored; they wait in the outbox.
 */
async function reportTransport(
  config: Config,
  transport: MailTransport,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
) {
  const check = await checkTransport(config, () => transport.verify?.() ?? Promise.resolve());
  if (check.ok) log.info({ mail: transport.name, check: check.detail }, "mail transport ready");
  else {
    log.warn(
      { mail: transport.name, check: check.detail },
      "mail transport cannot be reached; leads are stored and their notifications retried",
    );
  }
  if (config.MAIL_TRANSPORT === "file" && config.NODE_ENV === "production") {
    log.warn(
      { mail: "file" },
      "nobody will be notified of leads: MAIL_TRANSPORT=file only writes files into DATA_DIR/mail; set smtp or emailjs",
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
