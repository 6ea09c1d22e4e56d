/** A process that says when its parent is gone (parent_watch_test.ts); it gives up after 20 s. */
import { whenParentGone } from "../src/parent_watch.ts";

const giveUp = setTimeout(() => console.log("still running"), 20_000);
whenParentGone(() => {
  console.log("parent gone");
  clearTimeout(giveUp);
}, 100);
console.log("watching");
