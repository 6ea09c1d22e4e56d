/**
 * More of the expenses' indirect requests (see `GroupWords.rephrase`), kept apart from
 * `expenses.ts` for its length: a day put right as when the thing was bought, an amount said
 * "all in", a cost that "goes on the business", who was paid said after the rest, the amount
 * quoted before said beside the one paid, and an amount "put down" as a business expense.
 * @module
 */

/** The templates and what each means. */
export const EXPENSES_SAID: Readonly<Record<string, string>> = {
  // "the Staples chair was actually bought yesterday, not today": the day it was paid put
  // right, said of the thing bought.
  "the/that/my {x} was actually bought/paid/purchased {y}, not {z}":
    "the {x} expense was {y}, not {z}",
  "the/that/my {x} was bought/paid/purchased {y}, not {z}": "the {x} expense was {y}, not {z}",
  // "expense: office chair from Staples, $212.40 all in": the amount said whole.
  "{x}, {Amount} all in": "{x}, {Amount} total",
  "{x}, {Amount} all-in": "{x}, {Amount} total",
  "log/record/claim {x}, {Amount} all in": "record an expense: {x}, {Amount} total",
  "log/record/claim {x}, {Amount} all-in": "record an expense: {x}, {Amount} total",
  // "the €23 Uber to the airport goes on the business": a cost put on the business's account;
  // "not personal this time - …" before it only says what it is not.
  "{x} goes/go on/to the business/company": "record {x} as a business expense",
  "{x} goes/go on/to the business/company account/card": "record {x} as a business expense",
  "not personal/private this time - {x} goes/go on/to the business/company":
    "record {x} as a business expense",
  "not personal/private - {x} goes/go on/to the business/company":
    "record {x} as a business expense",
  // "record … £42.60 for the train to Oxford; Great Western Railway was the supplier": who was
  // paid said last, in a sentence of its own.
  "{x}; {Name} was the supplier/vendor/seller": "{x}, supplier {Name}",
  "{x}. {Name} was the supplier/vendor/seller": "{x}, supplier {Name}",
  "{x}; the supplier/vendor/seller was {Name}": "{x}, supplier {Name}",
  "{x}. the supplier/vendor/seller was {Name}": "{x}, supplier {Name}",
  "record/log/claim {x}; {Name} was the supplier/vendor/seller": "record {x}, supplier {Name}",
  "record/log/claim {x}. {Name} was the supplier/vendor/seller": "record {x}, supplier {Name}",
  "record/log/claim {x}; the supplier/vendor/seller was {Name}": "record {x}, supplier {Name}",
  "record/log/claim {x}. the supplier/vendor/seller was {Name}": "record {x}, supplier {Name}",
  // "record the tire swap, $165, not the $150 they quoted, from Alaska Tire Service": the amount
  // quoted before is none paid.
  "record/log/claim {x}, {Amount}, not the {Amount2} they/he/she/it quoted, {y}":
    "record {x}, {Amount}, {y}",
  "record/log/claim {x}, {Amount}, not the {Amount2} they/he/she/it quoted": "record {x}, {Amount}",
  "record/log/claim {x}, {Amount}, not the {Amount2} quoted, {y}": "record {x}, {Amount}, {y}",
  "record/log/claim {x}, {Amount}, not the {Amount2} quoted": "record {x}, {Amount}",
  "{x}, {Amount}, not the {Amount2} they/he/she/it quoted, {y}": "{x}, {Amount}, {y}",
  "{x}, {Amount}, not the {Amount2} they/he/she/it quoted": "{x}, {Amount}",
  // "stick a fiver down as a business expense for parking": an amount put down in the books.
  "stick/put/pop/bung/jot/write/note {x} down as a/an business/work/company expense for {y}":
    "record a business expense of {x} for {y}",
  "stick/put/pop/bung/jot/write/note {x} down as an expense for {y}":
    "record a business expense of {x} for {y}",
};
