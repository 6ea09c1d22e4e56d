import assert from "node:assert/strict";
import { extractPrice, parsePriceText } from "./extract_price.ts";

const ld = (doc: unknown, rest = "") =>
  `<html><head><title>Shop page</title><script type="application/ld+json">${
    JSON.stringify(doc)
  }</script></head><body>${rest}</body></html>`;

Deno.test("parsePriceText() reads the ways shops write prices", () => {
  const cases: [unknown, number | null][] = [
    [1299, 1299],
    ["1299.00", 1299],
    ["1,299.00", 1299],
    ["1.299,00", 1299],
    ["1 299,00", 1299],
    ["1\u00a0299,00 €", 1299],
    ["1'299.50", 1299.5],
    ["€12,99", 12.99],
    ["$ 19.5", 19.5],
    ["12,-", 12],
    ["1,299", 1299],
    ["0.999", 0.999],
    ["2.499.999,90", 2499999.9],
    ["free", null],
    ["", null],
    [0, null],
    [-5, null],
    ["-", null],
    [Number.NaN, null],
    [null, null],
    [{ price: 1 }, null],
  ];
  for (const [input, expected] of cases) {
    assert.equal(parsePriceText(input), expected, JSON.stringify(input));
  }
});

Deno.test("extractPrice() reads a JSON-LD Product with one Offer", () => {
  const html = ld({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Espresso Machine &amp; Grinder",
    offers: { "@type": "Offer", price: "1299.00", priceCurrency: "EUR" },
  });
  assert.deepEqual(extractPrice(html), {
    price: 1299,
    currency: "EUR",
    title: "Espresso Machine & Grinder",
  });
});

Deno.test("extractPrice() finds the Product inside an @graph and takes the lowest offer", () => {
  const html = ld({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", name: "Shop" },
      { "@type": "BreadcrumbList", itemListElement: [] },
      {
        "@type": ["Product", "Thing"],
        name: "Headphones",
        offers: [
          { "@type": "Offer", price: "1.299,00", priceCurrency: "eur" },
          { "@type": "Offer", price: 1199.5, priceCurrency: "EUR" },
        ],
      },
    ],
  });
  assert.deepEqual(extractPrice(html), { price: 1199.5, currency: "EUR", title: "Headphones" });
});

Deno.test("extractPrice() takes an AggregateOffer's lowPrice and a priceSpecification", () => {
  const aggregate = ld({
    "@type": "Product",
    name: "Tent",
    offers: {
      "@type": "AggregateOffer",
      lowPrice: "1,299.00",
      highPrice: "1,599.00",
      priceCurrency: "USD",
    },
  });
  assert.deepEqual(extractPrice(aggregate), { price: 1299, currency: "USD", title: "Tent" });
  const spec = ld({
    "@type": "http://schema.org/Product",
    name: "Kettle",
    offers: { "@type": "Offer", priceSpecification: { price: 39.9, priceCurrency: "GBP" } },
  });
  assert.deepEqual(extractPrice(spec), { price: 39.9, currency: "GBP", title: "Kettle" });
});

Deno.test("extractPrice() skips broken JSON-LD and reads the next script", () => {
  const html = `<script type="application/ld+json">{ not json</script>` +
    `<script type="application/ld+json">[{"@type":"Organization"},` +
    `{"@type":"Product","name":"Lamp","offers":{"price":"49.99","priceCurrency":"EUR"}}]</script>`;
  assert.deepEqual(extractPrice(html), { price: 49.99, currency: "EUR", title: "Lamp" });
});

Deno.test("extractPrice() reads microdata with content attributes or text", () => {
  const html = `<title>Chair | Shop</title>
    <div itemscope itemtype="https://schema.org/Product">
      <h1 itemprop="name">Office  Chair</h1>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <meta itemprop="priceCurrency" content="CHF">
        <span itemprop="price" content="249.00">CHF 249.–</span>
      </div>
    </div>`;
  assert.deepEqual(extractPrice(html), { price: 249, currency: "CHF", title: "Office Chair" });
  const textOnly = `<title>Desk</title><span itemprop="price">€ 1.099,00</span>`;
  assert.deepEqual(extractPrice(textOnly), { price: 1099, currency: "EUR", title: "Desk" });
});

Deno.test("extractPrice() reads Open Graph product tags and og:title", () => {
  const html = `<head><title>Page</title>
    <meta property="og:title" content="Road Bike">
    <meta property="product:price:amount" content="899.99">
    <meta property="product:price:currency" content="EUR"></head>`;
  assert.deepEqual(extractPrice(html), { price: 899.99, currency: "EUR", title: "Road Bike" });
  const og = `<meta property="og:price:amount" content="15"><title> Mug </title>`;
  assert.deepEqual(extractPrice(og), { price: 15, currency: null, title: "Mug" });
});

Deno.test("extractPrice() prefers JSON-LD over microdata and Open Graph", () => {
  const html = ld(
    { "@type": "Product", name: "Camera", offers: { price: "500", priceCurrency: "EUR" } },
    `<span itemprop="price" content="600"></span><meta property="product:price:amount" content="700">`,
  );
  assert.equal(extractPrice(html).price, 500);
});

Deno.test("extractPrice() finds no price on a page without one, and survives junk", () => {
  assert.deepEqual(extractPrice("<html><title>About us</title><p>We sell things.</p></html>"), {
    price: null,
    currency: null,
    title: "About us",
  });
  assert.deepEqual(extractPrice(""), { price: null, currency: null, title: null });
  const deep = `<script type="application/ld+json">${"[".repeat(5000)}${"]".repeat(5000)}</script>`;
  assert.equal(extractPrice(deep).price, null);
  const noPrice = ld({ "@type": "Product", name: "Sold out", offers: { price: "" } });
  assert.deepEqual(extractPrice(noPrice), { price: null, currency: null, title: "Shop page" });
});
