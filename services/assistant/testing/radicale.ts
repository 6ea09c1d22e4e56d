/**
 * A throw-away Radicale CalDAV server for tests: Debian's `radicale` with filesystem storage under
 * a temporary folder and one htpasswd user (plain), on a free loopback port. It holds one calendar,
 * `/ana/calendar/`; with `readOnly` the user may read it but every write is answered 403.
 * @module
 */
import { freePort, requireBinary, runServer } from "./process.ts";

/** Where Debian installs Radicale (`apt-get install -y radicale`). */
export const RADICALE = "/usr/bin/radicale";

/** A running Radicale. */
export interface Radicale {
  port: number;
  /** `http://127.0.0.1:port`. */
  origin: string;
  user: string;
  password: string;
  /** The calendar's address with the user and password in it, as the user gives it in the chat. */
  calendarUrl: string;
  /** The calendar's address without credentials. */
  calendarPath: string;
  /** Stops the server and deletes its folder; again, does nothing. */
  stop(): Promise<void>;
}

/** Starts Radicale with user `ana` and an empty calendar. */
export async function startRadicale(
  options: { readOnly?: boolean; password?: string } = {},
): Promise<Radicale> {
  requireBinary(RADICALE, "radicale");
  const dir = await Deno.makeTempDir({ prefix: "radicale-" });
  const port = freePort();
  const user = "ana";
  const password = options.password ?? "cal-app-password-1";
  await Deno.writeTextFile(`${dir}/users`, `${user}:${password}\n`);
  const calendar = `${dir}/collections/collection-root/${user}/calendar`;
  await Deno.mkdir(calendar, { recursive: true });
  await Deno.writeTextFile(
    `${calendar}/.Radicale.props`,
    JSON.stringify({
      tag: "VCALENDAR",
      "D:displayname": "Ana",
      "C:supported-calendar-component-set": "VEVENT",
    }),
  );
  // Owner only; with readOnly, the calendar may be read (R) but not written.
  await Deno.writeTextFile(
    `${dir}/rights`,
    `[root]\nuser: .+\ncollection:\npermissions: R\n\n` +
      `[principal]\nuser: .+\ncollection: {user}\npermissions: R\n\n` +
      `[calendars]\nuser: .+\ncollection: {user}/[^/]+\npermissions: ${
        options.readOnly ? "r" : "rw"
      }\n`,
  );
  await Deno.writeTextFile(
    `${dir}/config`,
    `[server]\nhosts = 127.0.0.1:${port}\n\n` +
      `[auth]\ntype = htpasswd\nhtpasswd_filename = ${dir}/users\nhtpasswd_encryption = plain\n\n` +
      `[rights]\ntype = from_file\nfile = ${dir}/rights\n\n` +
      `[storage]\nfilesystem_folder = ${dir}/collections\n\n[web]\ntype = none\n\n` +
      `[logging]\nlevel = warning\n`,
  );
  const stop = await runServer(RADICALE, ["--config", `${dir}/config`], port, dir);
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    user,
    password,
    calendarUrl: `http://${user}:${password}@127.0.0.1:${port}/${user}/calendar/`,
    calendarPath: `${origin}/${user}/calendar/`,
    stop,
  };
}

/** The iCalendar objects stored on the server, by file name (read through CalDAV). */
export async function storedObjects(r: Radicale): Promise<Map<string, string>> {
  const auth = `Basic ${btoa(`${r.user}:${r.password}`)}`;
  const res = await fetch(r.calendarPath, {
    method: "PROPFIND",
    headers: { authorization: auth, depth: "1", "content-type": "application/xml" },
    body: `<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>`,
  });
  const xml = await res.text();
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)) {
    const href = m[1]!;
    const body = await (await fetch(new URL(href, r.origin), { headers: { authorization: auth } }))
      .text();
    out.set(decodeURIComponent(href.slice(href.lastIndexOf("/") + 1)), body);
  }
  return out;
}

/** Stores an iCalendar object on the server as the user would with another client. */
export async function putObject(r: Radicale, name: string, ics: string): Promise<void> {
  const res = await fetch(`${r.calendarPath}${name}`, {
    method: "PUT",
    headers: {
      authorization: `Basic ${btoa(`${r.user}:${r.password}`)}`,
      "content-type": "text/calendar; charset=utf-8",
    },
    body: ics,
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`PUT ${name} answered ${res.status}`);
}
