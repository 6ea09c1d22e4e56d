import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the notes group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  notes_list: [
    ["show my notes", {}],
    ["what notes do I have?", {}],
    ["read me my notes", {}],
    ["list all my notes", {}],
    ["my notes please", {}],
    ["do I have any notes?", {}],
  ],
  notes_create: [
    ["jot down that the wifi password is in the drawer", {
      "text": "the wifi password is in the drawer",
    }],
    ["note: the plumber comes on Tuesday", { "text": "the plumber comes on Tuesday" }],
    ["write down: the spare key is under the mat", { "text": "the spare key is under the mat" }],
    ["make a note that the car is parked on level 3", { "text": "the car is parked on level 3" }],
    ["take a note: Ana likes jazz", { "text": "Ana likes jazz" }],
    ["add to my notes: the gate opens at 7", { "text": "the gate opens at 7" }],
    ["note that the meeting moved to room 4", { "text": "the meeting moved to room 4" }],
  ],
  notes_delete: [
    ["delete the note about wifi", { "note": "wifi" }],
    ["remove my note about the gate", { "note": "gate" }],
    ["throw away the note that says tulips", { "note": "tulips" }],
    ["delete note: garden ideas", { "note": "garden ideas" }],
    ["get rid of the parking note", { "note": "parking" }],
    ["remove the wifi note from my notes", { "note": "wifi" }],
  ],
};

testPhrasings("notes", PHRASINGS);
