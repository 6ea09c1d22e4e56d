import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the expenses group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  expenses_record: [
    ["I spent 42.50 EUR on a taxi to the client", {
      "amount": 42.5,
      "currency": "EUR",
      "description": "taxi to the client",
    }],
    ["record an expense of $120 for software from JetBrains", {
      "amount": 120,
      "currency": "USD",
      "description": "software",
      "supplier": "JetBrains",
    }],
    ["I paid 18 euros for parking yesterday", {
      "amount": 18,
      "currency": "EUR",
      "description": "parking",
      "date": "2026-03-26",
    }],
    ["log a $45 lunch with a client at Nando's", {
      "amount": 45,
      "currency": "USD",
      "description": "lunch with a client",
      "supplier": "Nando's",
    }],
    ["add an expense: 120 GBP train tickets to London", {
      "amount": 120,
      "currency": "GBP",
      "description": "train tickets to London",
    }],
    ["expense 30 EUR taxi", { "amount": 30, "currency": "EUR", "description": "taxi" }],
    ["I spent 9.99 on a notebook at Staples on Monday", {
      "amount": 9.99,
      "currency": "EUR",
      "description": "notebook",
      "date": "2026-03-23",
      "supplier": "Staples",
    }],
    ["record 250 dollars for a new monitor from Dell as an expense", {
      "amount": 250,
      "currency": "USD",
      "description": "new monitor",
      "supplier": "Dell",
    }],
    ["the hotel cost me 340 EUR", { "amount": 340, "currency": "EUR", "description": "hotel" }],
    ["I spent 40 on lunch", { "amount": 40, "currency": "EUR", "description": "lunch" }],
    ["I bought a train ticket for 35 EUR yesterday", {
      "amount": 35,
      "currency": "EUR",
      "description": "train ticket",
      "date": "2026-03-26",
    }],
    ["record 15.50 for parking at the airport on Monday", {
      "amount": 15.5,
      "currency": "EUR",
      "description": "parking at the airport",
      "date": "2026-03-23",
    }],
  ],
  expenses_update: [
    ["change the taxi expense to 45", { "expense": "taxi", "amount": 45 }],
    ["update the amount of the hotel expense to 320 EUR", {
      "expense": "hotel",
      "amount": 320,
      "currency": "EUR",
    }],
    ["the lunch expense was actually 50 dollars", {
      "expense": "lunch",
      "amount": 50,
      "currency": "USD",
    }],
    ["change the supplier of the parking expense to Indigo", {
      "expense": "parking",
      "supplier": "Indigo",
    }],
    ["move the notebook expense to yesterday", { "expense": "notebook", "date": "2026-03-26" }],
    ["update the parking expense: it was 17.50", { "expense": "parking", "amount": 17.5 }],
    ["fix the date of the AWS expense to 2 March", { "expense": "AWS", "date": "2026-03-02" }],
  ],
  expenses_suppliers_save: [
    ["save Acme Ltd as a supplier, billing@acme.example", {
      "name": "Acme Ltd",
      "email": "billing@acme.example",
    }],
    ["add Office Depot as a vendor", { "name": "Office Depot" }],
    ["new supplier: Printy GmbH, orders@printy.example, they print our flyers", {
      "name": "Printy GmbH",
      "email": "orders@printy.example",
      "notes": "they print our flyers",
    }],
    ["add a supplier called Bolt Couriers, hello@bolt.example", {
      "name": "Bolt Couriers",
      "email": "hello@bolt.example",
    }],
    ["register Studio Nine as a new vendor", { "name": "Studio Nine" }],
    ["Paper & Co is our new supplier, email orders@paperco.example", {
      "name": "Paper & Co",
      "email": "orders@paperco.example",
    }],
  ],
  expenses_dashboard: [
    ["spending this month", { "month": "2026-03" }],
    ["show my expenses dashboard", {}],
    ["how much did I spend this month", { "month": "2026-03" }],
    ["show me my spending overview", {}],
    ["how much have I spent so far?", {}],
    ["what did I spend last month?", { "month": "2026-02" }],
    ["show my expenses for February", { "month": "2026-02" }],
    ["expenses dashboard for January 2026", { "month": "2026-01" }],
    ["what's my spending this month?", { "month": "2026-03" }],
    ["total expenses for March", { "month": "2026-03" }],
  ],
};

testPhrasings("expenses", PHRASINGS);
