import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the calendar group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  calendar_list: [
    ["tell me what's on my agenda tomorrow", { "from": "2026-03-28", "to": "2026-03-28" }],
    ["what's my day look like tomorrow?", { "from": "2026-03-28", "to": "2026-03-28" }],
    ["what's on my calendar tomorrow", { "from": "2026-03-28", "to": "2026-03-28" }],
    ["what meetings do I have next week", { "from": "2026-03-30", "to": "2026-04-05" }],
    ["what's on my calendar today?", { "from": "2026-03-27", "to": "2026-03-27" }],
    ["do I have any meetings tomorrow?", { "from": "2026-03-28", "to": "2026-03-28" }],
    ["show my agenda for Friday", { "from": "2026-03-27", "to": "2026-03-27" }],
    ["what's my schedule like next week?", { "from": "2026-03-30", "to": "2026-04-05" }],
    ["am I free on Saturday afternoon?", { "from": "2026-03-28", "to": "2026-03-28" }],
    ["what am I doing this weekend?", { "from": "2026-03-28", "to": "2026-03-29" }],
    ["any events in April?", { "from": "2026-04-01", "to": "2026-04-30" }],
    ["what meetings do I have between Monday and Wednesday", {
      "from": "2026-03-30",
      "to": "2026-04-01",
    }],
    ["my appointments for the next 3 days", { "from": "2026-03-27", "to": "2026-03-29" }],
    ["what does my week look like?", { "from": "2026-03-27", "to": "2026-03-29" }],
    ["what's on my calendar", {}],
  ],
};

testPhrasings("calendar", PHRASINGS);
