import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the email_followups group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  email_followups_list: [
    ["what follow-ups do I have", {}],
    ["show my pending follow-ups", {}],
    ["any follow ups?", {}],
    ["which emails do I need to follow up on?", {}],
    ["who do I need to follow up with?", {}],
    ["do I have anything to follow up on?", {}],
    ["emails I haven't replied to?", {}],
  ],
  email_followups_dismiss: [
    ["dismiss the follow-up about the invoice", { "followup": "invoice" }],
    ["dismiss the invoice follow-up", { "followup": "invoice" }],
    ["I don't need to follow up on the contract anymore", { "followup": "contract" }],
    ["mark the follow-up about the quote as done", { "followup": "quote" }],
    ["I already replied to the email about the rent", { "followup": "rent" }],
    ["ignore the followup regarding the newsletter", { "followup": "newsletter" }],
    ["drop the follow-up with Sarah", { "followup": "Sarah" }],
  ],
};

testPhrasings("email_followups", PHRASINGS);
