/**
 * The price watch tools: list, start, set a target, stop.
 * @module
 */
import { resolvesToLatestWatch } from "./latest_watch.ts";
import { type Named, namesAny, namesNoItem, resolveItem } from "../resolve_item.ts";

/** Other names of a watched item: "the price watch" names no particular one. */
const WATCH_NAMES = ["price watch", "price alert", "watch", "alert"];

/**
 * The watch a reference names; "the last one", "it" and the like name the watch started last
 * (active watches come oldest first); a page's address names the watch of that page; "the price
 * watch" names the only one, or asks which when there are several; words that name no watch's
 * title may name its shop or page ("the book" on books.example.org).
 */
function pickWatch(all: PriceWatch[], ref: string): PriceWatch & Named {
  const watches = namedWatches(all);
  if (resolvesToLatestWatch(ref)) {
    const latest = watches.at(-1);
    if (!latest) {
      throw new ToolError('You are not watching any price yet; say "watch <product page>"');
    }
    return latest;
  }
  if (/^https?:\/\//iu.test(ref.trim())) {
    const url = normalizeUrl(ref.trim());
    const page = watches.find((w) => w.url === url);
    if (!page) throw new ToolError(`You are not watching ${url}`);
    return page;
  }
  if (namesNoItem(ref, ["watched item", ...WATCH_NAMES])) {
    return resolveItem(watches, ref, "watched item", WATCH_NAMES);
  }
  if (!namesAny(watches, ref)) {
    const byPage = all.map((w) => ({ ...w, label: pageWords(w.url) }));
    if (namesAny(byPage, ref)) return resolveItem(byPage, ref, "watched page");
  }
  return resolveItem(watches, ref, "watched item");
}

/** A page's address as words: "books.example.org/item/978" for "https://books.example.org/item/978". */
function pageWords(url: string): string {
  const page = new URL(url);
  return `${page.hostname.replace(/^www\./u, "")}${page.pathname}`;
}
import { type ToolEnv, ToolError, type ToolHandlers } from "../types.ts";
import { readPrice } from "./read_price.ts";
import { createPageFetcher, type PageFetcher, PageFetchError, parsePageUrl } from "./fetch_page.ts";
import { formatMoney } from "./money.ts";
import { MAX_ACTIVE_WATCHES, type PriceWatch, PriceWatchStore } from "./price_watch_store.ts";

/** How often a watched price is checked when nothing else is said: hourly. */
export const DEFAULT_CHECK_INTERVAL_SECONDS = 3600;

/** Options of {@link createPriceHandlers}. */
export interface PriceHandlerOptions {
  /** Reads a product page; `price_watches_start` reads it once right away. */
  fetchPage: PageFetcher;
  /** When the first check after the start is due. @default 3600 */
  checkIntervalSeconds?: number;
}

function view(w: PriceWatch) {
  return {
    id: w.id,
    title: w.title,
    url: w.url,
    currency: w.currency,
    price: w.last_price,
    target_price: w.target_price,
    below_target: w.target_price !== null && w.last_price < w.target_price,
    last_checked_at: w.last_checked_at?.toISOString() ?? null,
    last_error: w.last_error,
  };
}

function line(w: PriceWatch): string {
  const target = w.target_price === null
    ? ""
    : ` (target ${formatMoney(w.target_price, w.currency)})`;
  const failing = w.last_error ? ` — the last check failed: ${w.last_error}` : "";
  return `• ${w.title} — ${formatMoney(w.last_price, w.currency)}${target}${failing}`;
}

/** The page's address as watched: the fragment dropped. */
function normalizeUrl(raw: string): string {
  try {
    const url = parsePageUrl(raw);
    url.hash = "";
    return url.href;
  } catch (err) {
    if (err instanceof PageFetchError) throw new ToolError(err.message);
    throw err;
  }
}

function namedWatches(watches: PriceWatch[]) {
  return watches.map((w) => ({ ...w, label: w.title }));
}

/** Handlers of the price watch tools, reading pages with `fetchPage`. */
export function createPriceHandlers(options: PriceHandlerOptions): ToolHandlers {
  const interval = options.checkIntervalSeconds ?? DEFAULT_CHECK_INTERVAL_SECONDS;

  async function list(_input: Record<string, never>, env: ToolEnv) {
    const watches = await new PriceWatchStore(env.sql).active(env.accountId);
    if (watches.length === 0) {
      return { summary: "You are not watching any prices.", data: { watches: [] } };
    }
    return {
      summary: `Your watched prices:\n${watches.map(line).join("\n")}`,
      data: { watches: watches.map(view) },
    };
  }

  async function start(input: { url: string; target_price?: number }, env: ToolEnv) {
    const url = normalizeUrl(input.url);
    const store = new PriceWatchStore(env.sql);
    const existing = await store.activeByUrl(env.accountId, url);
    if (existing) {
      throw new ToolError(
        `You already watch "${existing.title}" at ${url}; set its target or stop it instead`,
      );
    }
    if (await store.countActive(env.accountId) >= MAX_ACTIVE_WATCHES) {
      throw new ToolError(
        `You watch ${MAX_ACTIVE_WATCHES} products, the most there can be; stop one first`,
      );
    }
    let html: string;
    try {
      html = (await options.fetchPage(url)).html;
    } catch (err) {
      if (err instanceof PageFetchError) {
        throw new ToolError(`Could not read the page: ${err.message}`);
      }
      throw err;
    }
    const found = await readPrice(html);
    if (found.price === null) {
      throw new ToolError(
        `No price was found on "${url}"; give the product's own page, with its price showing`,
      );
    }
    const watch = await store.create(env.accountId, {
      url,
      title: found.title ?? new URL(url).hostname,
      currency: found.currency,
      price: found.price,
      targetPrice: input.target_price ?? null,
      checkedAt: env.now,
      checkIntervalSeconds: interval,
    });
    if (!watch) throw new ToolError(`You already watch ${url}; set its target or stop it instead`);
    const now = formatMoney(watch.last_price, watch.currency);
    let then: string;
    if (watch.target_price === null) {
      then = "I'll tell you when the price drops.";
    } else {
      const target = formatMoney(watch.target_price, watch.currency);
      then = watch.last_price < watch.target_price
        ? `That is already below your target of ${target}; I'll tell you if it drops further.`
        : `I'll tell you when it falls below ${target}.`;
    }
    return { summary: `Watching "${watch.title}", now ${now}. ${then}`, data: view(watch) };
  }

  async function setTarget(input: { watch: string; target_price: number }, env: ToolEnv) {
    const store = new PriceWatchStore(env.sql);
    const found = pickWatch(await store.active(env.accountId), input.watch);
    if (!await store.setTarget(env.accountId, found.id, input.target_price)) {
      throw new ToolError(`"${found.title}" is no longer watched; start watching it again`);
    }
    const updated = { ...found, target_price: input.target_price };
    const target = formatMoney(input.target_price, found.currency);
    const now = formatMoney(found.last_price, found.currency);
    const summary = found.last_price < input.target_price
      ? `"${found.title}" is already below ${target} (now ${now}); I'll tell you if it drops further.`
      : `I'll tell you when "${found.title}" falls below ${target} (now ${now}).`;
    return { summary, data: view(updated) };
  }

  async function stop(input: { watch: string }, env: ToolEnv) {
    const store = new PriceWatchStore(env.sql);
    const found = pickWatch(await store.active(env.accountId), input.watch);
    await store.stop(env.accountId, found.id, env.now);
    return {
      summary: `Stopped watching "${found.title}".`,
      data: { id: found.id, title: found.title, stopped: true },
    };
  }

  return {
    price_watches_list: list,
    price_watches_start: start,
    price_watches_set_target: setTarget,
    price_watches_stop: stop,
  };
}

/**
 * Handlers of the price watch tools with the production fetcher (public addresses only, hourly
 * checks). Use {@link createPriceHandlers} to configure them.
 */
export const priceHandlers: ToolHandlers = createPriceHandlers({
  fetchPage: createPageFetcher({ allowPrivate: false }),
});
