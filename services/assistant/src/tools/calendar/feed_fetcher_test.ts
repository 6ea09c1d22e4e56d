import assert from "node:assert/strict";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenRebindingPair,
} from "@asst/shared/testing";
import { FETCH_FAILURE, PageFetchError } from "../prices/fetch_page.ts";
import { createFeedFetcher } from "./feed_fetcher.ts";

const FEED = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

Deno.test("a calendar feed whose host answers loopback too, or flips to it, never reaches loopback", async () => {
  const pair = listenRebindingPair(
    "HTTP/1.1 200 OK\r\ncontent-type: text/calendar\r\n" +
      `content-length: ${FEED.length}\r\nconnection: close\r\n\r\n${FEED}`,
  );
  const strict = { allowPrivate: false, addressPolicy: fakePublicPolicy };
  const blocked = (err: unknown) =>
    err instanceof PageFetchError && err.code === FETCH_FAILURE.blocked &&
    /loopback/.test(err.message);
  try {
    const url = `http://feeds.example:${pair.port}/basic.ics`;
    const both = createFeedFetcher({
      ...strict,
      resolveHost: fixedResolver("127.0.0.1", FAKE_PUBLIC_ADDRESS),
    });
    await assert.rejects(both(url), blocked);
    const flipping = createFeedFetcher({
      ...strict,
      resolveHost: flippingResolver("feeds.example"),
    });
    assert.equal(await flipping(url), FEED);
    await assert.rejects(flipping(url), blocked);
    assert.equal(pair.decoy.connections(), 1);
    assert.equal(pair.trap.connections(), 0);
  } finally {
    await pair.close();
  }
});
