/**
 * The outside world of a chaos run, on loopback: a webhook receiver that logs every delivery, and
 * a shop page whose price the run lowers step by step.
 * @module
 */

/** One delivery the receiver got. */
export interface Delivery {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** A webhook receiver on 127.0.0.1 that accepts everything and logs it. */
export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  stop(): Promise<void>;
}

/** Starts a {@link WebhookReceiver}. */
export function startWebhookReceiver(): WebhookReceiver {
  const deliveries: Delivery[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    try {
      const body = JSON.parse(await req.text());
      deliveries.push({ id: body.id, type: body.type, data: body.data ?? {} });
    } catch { /* not an event: counted nowhere */ }
    return new Response(null, { status: 204 });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks`,
    deliveries,
    stop: () => server.shutdown(),
  };
}

/** A product page whose price falls when told. */
export interface ShopPage {
  url: string;
  price(): number;
  /** Lowers the price by one. */
  lower(): void;
  stop(): Promise<void>;
}

/** Starts a {@link ShopPage} at 99.00 EUR. */
export function startShopPage(): ShopPage {
  let price = 99;
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () =>
      new Response(
        `<!doctype html><html><head><title>Chaos Kettle</title>
      <script type="application/ld+json">${
          JSON.stringify({
            "@context": "https://schema.org",
            "@type": "Product",
            name: "Chaos Kettle",
            offers: { "@type": "Offer", price: price.toFixed(2), priceCurrency: "EUR" },
          })
        }</script></head><body>Chaos Kettle</body></html>`,
        { headers: { "content-type": "text/html; charset=utf-8" } },
      ),
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/kettle`,
    price: () => price,
    lower: () => void (price -= 1),
    stop: () => server.shutdown(),
  };
}
