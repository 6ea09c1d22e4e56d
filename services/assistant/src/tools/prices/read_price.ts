/**
 * `extractPrice()` of `extract_price.ts`, loaded on first use: its HTML parser (node-html-parser
 * and its entity tables) stays out of an assistant that never reads a product page.
 * @module
 */
import type { ExtractedPrice } from "./extract_price.ts";

/** What a product page says about the product (see `extractPrice()`). */
export async function readPrice(html: string): Promise<ExtractedPrice> {
  const { extractPrice } = await import("./extract_price.ts");
  return extractPrice(html);
}
