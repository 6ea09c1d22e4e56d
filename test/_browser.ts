/// <reference lib="dom" />
/**
 * Driving the web chat in Debian's Chromium with playwright-core.
 * @module
 */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";

/** Where Debian installs Chromium (`apt-get install -y chromium`). */
export const CHROMIUM = "/usr/bin/chromium";

function fileExists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/** True when Chromium is not installed: browser tests are ignored, saying why. */
export const chromiumMissing = !fileExists(CHROMIUM);
if (chromiumMissing) {
  console.warn(
    `Skipping the browser tests (the web chat, the docs page): "${CHROMIUM}" does not exist; ` +
      "install it with `apt-get install -y chromium`",
  );
}

/**
 * Imports playwright-core. At load it probes `/proc/sys/fs/binfmt_misc/WSLInterop` to detect WSL,
 * and Deno lets only `--allow-all` read under `/proc/sys`; answering "absent" there lets the test
 * run with the repo's usual permission flags as well.
 */
async function importPlaywright(): Promise<typeof import("playwright-core")> {
  const existsSync = fs.existsSync;
  fs.existsSync = (path) => !String(path).startsWith("/proc/sys/") && existsSync(path);
  try {
    return await import("playwright-core");
  } finally {
    fs.existsSync = existsSync;
  }
}

/** Launches headless Chromium with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await importPlaywright();
  return await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export /** Opens the page, enters a handle and waits until the history has loaded. */
async function start(page: Page, url: string, handle: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId("handle-input").fill(handle);
  await page.getByTestId("start-button").click();
  await historyLoaded(page);
}

export /** Resolves once the chat is open and its history has loaded (the list is no longer busy). */
async function historyLoaded(page: Page): Promise<void> {
  await page.locator('[data-testid="message-list"][aria-busy="false"]').waitFor({
    state: "attached",
  });
}

export /** Types a message and sends it with Enter, once the page lets it send. */
async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId("composer-input").fill(text);
  await page.getByTestId("send-button").click({ trial: true });
  await page.getByTestId("composer-input").press("Enter");
}
