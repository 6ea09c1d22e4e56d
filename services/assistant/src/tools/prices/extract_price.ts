/**
 * Reads a product's price, currency and title from its page: schema.org Product/Offer in
 * JSON-LD, then microdata, then Open Graph product tags. Pure: no I/O.
 * @module
 */
import { type HTMLElement, parse } from "node-html-parser";

/** What a product page says about the product. */
export interface ExtractedPrice {
  /** The price (the lowest offer when there are several), or null when the page shows none. */
  price: number | null;
  /** ISO 4217 code, or null when the page names none. */
  currency: string | null;
  /** The product's name, or the page's title. */
  title: string | null;
}

const SYMBOLS: Record<string, string> = {
  "€": "EUR",
  "$": "USD",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₽": "RUB",
  "₺": "TRY",
  "zł": "PLN",
  "kč": "CZK",
  "chf": "CHF",
};

/** A currency as an ISO 4217 code: "eur" and "€" both give "EUR". */
export function normalizeCurrency(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const s = value.trim();
  if (/^[A-Za-z]{3}$/.test(s)) return s.toUpperCase();
  return SYMBOLS[s.toLowerCase()] ?? null;
}

function currencyInText(text: string): string | null {
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  if (code && code !== "NaN") return code;
  for (const [symbol, iso] of Object.entries(SYMBOLS)) {
    if (text.toLowerCase().includes(symbol)) return iso;
  }
  return null;
}

/**
 * A price written by a shop: 1299, "1299.00", "1,299.00", "1.299,00", "1 299,00", "€12,99",
 * "12,-". Of one separator followed by exactly three digits, the separator groups thousands.
 * @returns the amount, or null when it is not a positive price
 */
export function parsePriceText(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== "string") return null;
  const token = /\d[\d.,'’\s\u00a0\u202f]*/.exec(value)?.[0];
  if (!token) return null;
  let s = token.replace(/[\s'’\u00a0\u202f]/g, "").replace(/[.,]+$/, (m) => m.slice(0, 1));
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    s = s.split(group).join("").replace(decimal, ".");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const parts = s.split(sep);
    const after = parts[parts.length - 1]!;
    const grouping = parts.length > 2 || (after.length === 3 && parts[0] !== "0");
    s = grouping ? parts.join("") : `${parts.slice(0, -1).join("")}.${after}`;
  }
  const n = Number(s.endsWith(".") ? s.slice(0, -1) : s);
  return Number.isFinite(n) && n > 0 && n < 1e12 ? n : null;
}

function clean(text: string | null | undefined): string | null {
  if (!text) return null;
  const s = text.replace(/\s+/g, " ").trim();
  return s.length > 0 ? s.slice(0, 200) : null;
}

/** Character references in a JSON-LD string, which many shops leave HTML-escaped. */
function decodeEntities(text: string): string {
  return text.includes("&") ? parse(`<p>${text.replaceAll("<", "&lt;")}</p>`).text : text;
}

type Json = Record<string, unknown>;

const PRODUCT_TYPES = new Set(["product", "productgroup", "individualproduct", "productmodel"]);

function typesOf(node: Json): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === "string")
    .map((x) => x.replace(/^.*[/:#]/, "").toLowerCase());
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every object in a JSON-LD document, `@graph` arrays included, within a depth bound. */
function* objects(value: unknown, depth = 0): Generator<Json> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const v of value.slice(0, 200)) yield* objects(v, depth + 1);
  } else if (isObject(value)) {
    yield value;
    if (value["@graph"] !== undefined) yield* objects(value["@graph"], depth + 1);
  }
}

interface Offer {
  price: number;
  currency: string | null;
}

function offersOf(node: Json, depth = 0): Offer[] {
  if (depth > 3) return [];
  const out: Offer[] = [];
  const types = typesOf(node);
  const candidates = types.includes("aggregateoffer")
    ? [node.lowPrice, node.price]
    : [node.price, ...asArray(node.priceSpecification).filter(isObject).map((s) => s.price)];
  const specCurrency = asArray(node.priceSpecification).filter(isObject)
    .map((s) => normalizeCurrency(s.priceCurrency)).find((c) => c !== null) ?? null;
  for (const raw of candidates) {
    const price = parsePriceText(raw);
    if (price !== null) {
      out.push({
        price,
        currency: normalizeCurrency(node.priceCurrency) ?? specCurrency ??
          (typeof raw === "string" ? currencyInText(raw) : null),
      });
      break;
    }
  }
  for (const inner of asArray(node.offers).filter(isObject)) {
    out.push(...offersOf(inner, depth + 1));
  }
  return out;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.slice(0, 200) : [value];
}

function lowest(offers: Offer[]): Offer | null {
  return offers.reduce<Offer | null>(
    (best, o) => (best === null || o.price < best.price ? o : best),
    null,
  );
}

function fromJsonLd(root: HTMLElement): (Offer & { title: string | null }) | null {
  let looseOffer: Offer | null = null;
  for (const script of root.querySelectorAll("script")) {
    if ((script.getAttribute("type") ?? "").trim().toLowerCase() !== "application/ld+json") {
      continue;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(script.rawText);
    } catch {
      continue;
    }
    for (const node of objects(doc)) {
      const types = typesOf(node);
      if (types.some((t) => PRODUCT_TYPES.has(t))) {
        const variants = asArray(node.hasVariant).filter(isObject);
        const offer = lowest([...offersOf(node), ...variants.flatMap((v) => offersOf(v))]);
        if (offer) {
          return {
            ...offer,
            title: clean(typeof node.name === "string" ? decodeEntities(node.name) : null),
          };
        }
      } else if (!looseOffer && (types.includes("offer") || types.includes("aggregateoffer"))) {
        looseOffer = lowest(offersOf(node));
      }
    }
  }
  return looseOffer ? { ...looseOffer, title: null } : null;
}

function valueOf(el: HTMLElement): string {
  return el.getAttribute("content") ?? el.getAttribute("value") ?? el.text;
}

function fromMicrodata(root: HTMLElement): (Offer & { title: string | null }) | null {
  for (const el of root.querySelectorAll("[itemprop]")) {
    const props = (el.getAttribute("itemprop") ?? "").split(/\s+/);
    if (!props.includes("price") && !props.includes("lowPrice")) continue;
    const raw = valueOf(el);
    const price = parsePriceText(raw);
    if (price === null) continue;
    const currencyEl = root.querySelector('[itemprop="priceCurrency"]');
    const currency = (currencyEl ? normalizeCurrency(valueOf(currencyEl)) : null) ??
      currencyInText(el.text);
    const product = root.querySelector('[itemtype*="schema.org/Product"]');
    const nameEl = product?.querySelector('[itemprop="name"]');
    return { price, currency, title: nameEl ? clean(valueOf(nameEl)) : null };
  }
  return null;
}

function meta(root: HTMLElement, property: string): string | null {
  for (const el of root.querySelectorAll("meta")) {
    const key = el.getAttribute("property") ?? el.getAttribute("name");
    if (key?.toLowerCase() === property) return el.getAttribute("content") ?? null;
  }
  return null;
}

function fromOpenGraph(root: HTMLElement): Offer | null {
  const raw = meta(root, "product:price:amount") ?? meta(root, "og:price:amount");
  const price = parsePriceText(raw);
  if (price === null) return null;
  const currency = normalizeCurrency(
    meta(root, "product:price:currency") ?? meta(root, "og:price:currency"),
  );
  return { price, currency };
}

/** Reads the price, currency and title of the product a page shows. */
export function extractPrice(html: string): ExtractedPrice {
  const root = parse(html, { comment: false });
  const found: (Offer & { title?: string | null }) | null = fromJsonLd(root) ??
    fromMicrodata(root) ?? fromOpenGraph(root);
  const title = found?.title ??
    clean(meta(root, "og:title")) ?? clean(root.querySelector("title")?.text);
  return { price: found?.price ?? null, currency: found?.currency ?? null, title };
}
