import { parseArgs } from "node:util";
import {
  inviteUser,
  listUsers,
  looksLikeEmail,
  normaliseEmail,
  revokeUser,
} from "../admin/accounts";
import { sendTokenMail, tokenLink } from "../admin/mail";
import { issueToken } from "../admin/one-time";
import { publicOrigin } from "../config";
import { openDatabase } from "../db/database";
import { printable } from "../leads/printable";
import { type CliResult, cliConfig, runWhenMain } from "./cli";

/**
 * `npm run admin -- invite <email> | list | revoke <email>`: who may sign in to the
 * owner's inbox at /admin. People are added only here, from the server's shell.
 */

const usage = `Usage: npm run admin -- invite EMAIL
       npm run admin -- list
       npm run admin -- revoke EMAIL

  invite EMAIL   prints a one-time link (valid 24 hours) that signs EMAIL in and lets them
                 add a passkey, and e-mails it to them; a revoked address is let back in
  list           everyone invited, with their passkeys, live sessions, and whether revoked
  revoke EMAIL   ends EMAIL's access and every session at once, on every instance

Reads DATA_DIR (default ./data) or DATABASE_URL, and PUBLIC_URL for the link, like the server.`;

export async function adminCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<CliResult> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true }));
  } catch (error) {
    return { code: 2, stdout: "", stderr: `${(error as Error).message}\n\n${usage}\n` };
  }
  const [command, email, ...rest] = positionals;
  const needsEmail = command === "invite" || command === "revoke";
  if (
    rest.length > 0 ||
    !["invite", "list", "revoke"].includes(command ?? "") ||
    needsEmail !== (email !== undefined)
  ) {
    return { code: 2, stdout: "", stderr: `${usage}\n` };
  }
  if (needsEmail && !looksLikeEmail(normaliseEmail(email ?? ""))) {
    return { code: 2, stdout: "", stderr: `Not an e-mail address: ${printable(email ?? "")}\n` };
  }
  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const { config } = loaded;
  const store = await openDatabase(config);
  try {
    if (command === "list") {
      const users = await listUsers(store.db, now());
      if (users.length === 0) return { code: 0, stdout: "Nobody is invited yet.\n", stderr: "" };
      const lines = users.map((u) =>
        [
          u.email,
          u.revoked_at
            ? `revoked ${u.revoked_at.slice(0, 10)}`
            : `invited ${u.invited_at.slice(0, 10)}`,
          `${u.passkeys} passkey(s)`,
          `${u.sessions} session(s)`,
        ].join("  "),
      );
      return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
    }
    if (command === "revoke") {
      const found = await revokeUser(store.db, email ?? "", now());
      return found
        ? {
            code: 0,
            stdout: `Revoked ${normaliseEmail(email ?? "")}; every session ended.\n`,
            stderr: "",
          }
        : { code: 1, stdout: "", stderr: `Nobody is invited as ${printable(email ?? "")}.\n` };
    }
    const user = await inviteUser(store.db, email ?? "", now());
    const { token, expiresAt } = await issueToken(store.db, "invite", user.id, now());
    const link = tokenLink(publicOrigin(config), "invite", token);
    const lines = [`Invite for ${user.email}, valid once until ${expiresAt}:`, link];
    try {
      await sendTokenMail(config, user.email, "invite", link);
      lines.push(`E-mailed to ${user.email} (${config.MAIL_TRANSPORT}).`);
    } catch (error) {
      lines.push(`Not e-mailed (${(error as Error).message}); pass the link on yourself.`);
    }
    return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
  } finally {
    await store.close();
  }
}

await runWhenMain(import.meta.url, () => adminCli(process.argv.slice(2), process.env), {
  ownerOnly: true,
});
