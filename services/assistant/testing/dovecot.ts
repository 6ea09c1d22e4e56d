/**
 * A throw-away Dovecot IMAP server for tests: Debian's `dovecot` (package `dovecot-imapd`) run in
 * the foreground with its own configuration, a passwd-file user and a Maildir under a temporary
 * folder, listening on a free loopback port with plaintext login allowed (loopback only).
 * @module
 */

import { ImapFlow } from "imapflow";
import { freePort, requireBinary, runServer } from "./process.ts";

/** Where Debian installs Dovecot (`apt-get install -y dovecot-imapd`). */
export const DOVECOT = "/usr/sbin/dovecot";

/** A running Dovecot. */
export interface Dovecot {
  port: number;
  user: string;
  password: string;
  /** `imap://user:password@127.0.0.1:port`. */
  url: string;
  /** The user's Maildir. */
  maildir: string;
  /** Stops the server and deletes its folder; again, does nothing. */
  stop(): Promise<void>;
}

async function idOf(args: string[]): Promise<string> {
  const out = await new Deno.Command("id", { args }).output();
  return new TextDecoder().decode(out.stdout).trim();
}

/** Starts Dovecot with one user, `ana`, whose password is `password` unless given. */
export async function startDovecot(password = "app-password-1"): Promise<Dovecot> {
  requireBinary(DOVECOT, "dovecot-imapd");
  const dir = await Deno.makeTempDir({ prefix: "dovecot-" });
  const port = freePort();
  const user = "ana";
  const me = await idOf(["-un"]);
  // Dovecot will not run a mail process or its login process as root: as root, use its own users.
  const mailUser = me === "root" ? "dovecot" : me;
  const uid = Number(await idOf(["-u", mailUser]));
  const gid = Number(await idOf(["-g", mailUser]));
  await Deno.mkdir(`${dir}/run`);
  await Deno.mkdir(`${dir}/home/${user}/Maildir`, { recursive: true });
  if (me === "root") {
    await Deno.chmod(dir, 0o755);
    await Deno.chmod(`${dir}/home`, 0o755);
    await Deno.chown(`${dir}/home/${user}`, uid, gid);
    await Deno.chown(`${dir}/home/${user}/Maildir`, uid, gid);
  }
  await Deno.writeTextFile(
    `${dir}/passwd`,
    `${user}:{PLAIN}${password}:${uid}:${gid}::${dir}/home/${user}::\n`,
  );
  await Deno.writeTextFile(
    `${dir}/dovecot.conf`,
    `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${me}
default_internal_group = ${me === "root" ? "root" : me}
default_login_user = ${me === "root" ? "dovenull" : me}
mail_location = maildir:~/Maildir
first_valid_uid = ${uid}
first_valid_gid = ${gid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/passwd
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0600
  }
  unix_listener stats-writer {
    mode = 0600
  }
}
`,
  );
  const stop = await runServer(
    DOVECOT,
    ["-F", "-c", `${dir}/dovecot.conf`],
    port,
    dir,
    `${dir}/dovecot.log`,
  );
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}`,
    maildir: `${dir}/home/${user}/Maildir`,
    stop,
  };
}

/** Puts a message into a folder as another mail client of the same user would. */
export async function appendMessage(
  d: Dovecot,
  folder: string,
  raw: string,
  flags: string[] = [],
): Promise<void> {
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: d.port,
    secure: false,
    auth: { user: d.user, pass: d.password },
    logger: false,
  });
  await client.connect();
  try {
    await client.append(folder, raw, flags);
  } finally {
    await client.logout();
  }
}
