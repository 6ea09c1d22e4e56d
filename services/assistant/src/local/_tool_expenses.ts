/**
 * Business expenses in what people write: "I spent 42.50 EUR on a taxi to the client", "record an
 * expense of $120 for software from JetBrains", "change the taxi expense to 45", "show my expenses
 * dashboard", "how much did I spend this month". An amount without a currency is in the currency
 * of the user's time zone ({@link currencyForZone}).
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { findDates, isoDate, localNow, MONTH_RE } from "./_tool_dates.ts";
import {
  type Clause,
  cleanRef,
  currencyForZone,
  findMoney,
  firstAmount,
  match,
  type Money,
  tidy,
  typedWithout,
} from "./_tool_text.ts";
import { DET } from "./_tool_words.ts";

const EXPENSE_WORD = /^(?:expenses?|receipts?|purchases?|costs?|payments?)$/iu;
const EXPENSE = String.raw`(?:expense|receipt|purchase|payment|cost)s?`;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The month a dashboard request names ("this month", "last month", "in February"), or null. */
function monthOf(text: string, c: Clause): string | null {
  const today = localNow(c.ctx).date;
  if (
    /\b(?:this|the\s+current|current)\s+month\b|\bso\s+far\s+this\s+month\b|\bmonth\s+to\s+date\b/iu
      .test(text)
  ) {
    return `${today.year}-${pad(today.month)}`;
  }
  if (/\b(?:last|previous|past)\s+month\b/iu.test(text)) {
    const m0 = today.year * 12 + today.month - 2;
    return `${Math.floor(m0 / 12)}-${pad((m0 % 12) + 1)}`;
  }
  if (!new RegExp(String.raw`\b${MONTH_RE}(?![\p{L}])`, "iu").test(text)) return null;
  const hit = findDates(text, c.ctx, "past").find((h) => h.monthOnly || h.dayCertain);
  return hit ? `${hit.date.year}-${pad(hit.date.month)}` : null;
}

const DASHBOARD: RegExp[] = [
  /^(?:show|open|view|display|get|give|check|pull\s+up|bring\s+up|see|read|what\s+does|how\s+does|what\s+is\s+on)\s+(?:me\s+)?(?:the\s+|my\s+|our\s+)?(?:business\s+)?(?:expenses?|expense|spending|costs?|expenditure)(?:\s+(?:dashboard|overview|summary|totals?|report|breakdown|stats|statistics|look\s+like|so\s+far))?\b(.*)$/iud,
  /^(?:the\s+|my\s+)?(?:business\s+)?(?:expenses?|expense|spending)\s+(?:dashboard|overview|summary|totals?|report|breakdown)\b(.*)$/iud,
  /^how\s+much\s+(?:money\s+)?(?:did|have|do|am)\s+(?:i|we)\s+(?:spent|spend|spending|expensed|paid|pay|paying)\b(.*)$/iud,
  /^what\s+(?:did|have)\s+(?:i|we)\s+(?:spent|spend|expensed)\b(.*)$/iud,
  /^(?:what|how\s+much)\s+(?:are|were|is|was)\s+(?:the\s+|my\s+|our\s+)?(?:total\s+)?(?:business\s+)?(?:expenses?|spending|costs|expenditure)\b(.*)$/iud,
  /^(?:(?:my|total|our)\s+)?(?:business\s+)?(?:expenses|spending)\b(.*)$/iud,
  /^(?:what|how\s+much)\b.*?\b(?:i|we)\s+(?:have\s+|had\s+)?(?:spent|spend|expensed)\b(?!.*\d)(.*)$/iud,
  /^(?:total|sum)\s+(?:of\s+)?(?:my\s+)?(?:spending|expenses)\b(.*)$/iud,
];

function dashboard(c: Clause): ToolCall | null {
  for (const re of DASHBOARD) {
    const found = match(c, re);
    if (!found) continue;
    // "how much did I spend on taxis" is still the dashboard, which has the totals.
    const tail = found.m[1] ?? "";
    const month = monthOf(tail, c);
    return { name: "expenses_dashboard", input: month ? { month } : {} };
  }
  return null;
}

const RECORD: {
  re: RegExp;
  body: number[];
  needsCurrencyOrVerb: boolean;
  needsCurrency?: boolean;
}[] = [
  {
    re:
      /^(?:i|we)\s+(?:just\s+|also\s+|have\s+|had\s+)*(?:spent|paid|dropped|shelled\s+out|forked\s+out|splashed\s+out|expensed|charged)\s+(.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: true,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:record|log|add|track|enter|save|note|file|put\s+in|put\s+down|submit|create|register|claim|book|expense|new|jot\s+down)\s+(?:a|an|the|new|one|this|my|another)?\s*(?:new\s+)?(?:business\s+|work\s+)?${EXPENSE}\b\s*(?:of|for|:|-|at)?\s*(.+)$`,
      "iud",
    ),
    body: [1],
    needsCurrencyOrVerb: false,
  },
  {
    re:
      /^(?:record|log|add|track|enter|note|put\s+down|claim|expense|file|submit)\s+(.+?)\s+(?:as|to|in|under)\s+(?:an?\s+|my\s+)?(?:business\s+|work\s+)?(?:expenses?)\b(.*)$/iud,
    body: [1, 2],
    needsCurrencyOrVerb: false,
  },
  {
    re: /^(?:new\s+)?(?:business\s+)?expense\s*[:\-]\s*(.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: false,
  },
  {
    re: /^(?:paid|spent)\s+(.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: true,
  },
  {
    re:
      /^(?:i|we)\s+(?:just\s+|also\s+)?(?:bought|purchased|got|ordered|paid\s+for|picked\s+up|booked|rented|hired)\s+(.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  {
    re: /^(?:record|log|expense|claim|track)\s+(\d[\d.,]*\s+(?:for|on)\s+.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: false,
  },
  {
    re: /^(.+?)\s+(?:cost|came\s+to|set\s+me\s+back)\s+(?:me\s+|us\s+)?(.+)$/iud,
    body: [1, 2],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  {
    re: /^(?:record|log|track|enter|claim|expense|book|add|note)\s+(.+)$/iud,
    body: [1],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
];

const SUPPLIER =
  /\b(?:from|at|with|via|through|by)\s+(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'.-]*|&|and|of|de|\d+))*)/u;
const NOT_SUPPLIER = new RegExp(
  String
    .raw`^(?:${MONTH_RE}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday|i|eur|usd|gbp)\b`,
  "iu",
);

function record(c: Clause): ToolCall | null {
  for (const shape of RECORD) {
    const found = match(c, shape.re);
    if (!found) continue;
    const spans = shape.body.map((n) => found.m.indices?.[n]).filter((s): s is [number, number] =>
      s !== undefined && s[1] > s[0]
    );
    const first = spans[0];
    if (!first) continue;
    const plain = spans.map(([s, e]) => c.text.slice(s, e)).join(" ");
    let money: Money | null = null;
    let moneySpan: [number, number] | null = null;
    for (const [s, e] of spans) {
      const m = findMoney(c.text.slice(s, e))[0];
      if (m) {
        money = m;
        moneySpan = [s + m.index, s + m.end];
        break;
      }
    }
    if (!money && !shape.needsCurrencyOrVerb) {
      for (const [s, e] of spans) {
        const m = firstAmount(c.text.slice(s, e));
        if (m) {
          money = m;
          moneySpan = [s + m.index, s + m.end];
          break;
        }
      }
    }
    if (!money && shape.needsCurrency) continue;
    if (
      shape.needsCurrency &&
      /\b(?:list|task|to-?do|note|reminder|countdown|trip|watch|price|target|under|below)\b/iu.test(
        plain,
      )
    ) {
      continue;
    }
    if (!money && shape.needsCurrencyOrVerb) {
      // "I spent 40 on lunch": a number right after the verb is an amount.
      const m = /^\s*(\d[\d.,]*)(?![\d\p{L}:/-])/u.exec(plain);
      const a = m ? firstAmount(m[1] ?? "") : null;
      if (a && m) {
        money = a;
        moneySpan = [first[0] + (m[0].length - (m[1] ?? "").length), first[0] + m[0].length];
      }
    }
    if (!money || !moneySpan) return null;
    const cut: { index: number; end: number }[] = [{ index: moneySpan[0], end: moneySpan[1] }];
    let date: string | null = null;
    for (const [s, e] of spans) {
      const hit = findDates(c.text.slice(s, e), c.ctx, "past").find((h) =>
        h.dayCertain && !h.instant
      );
      if (hit && !date) {
        date = isoDate(hit.date);
        cut.push({ index: s + hit.index, end: s + hit.end });
      }
    }
    const typedParts = spans.map(([s, e]) => typedWithout(c, s, e, cut)).join(" ");
    let supplier: string | null = null;
    let description = typedParts;
    const sup = SUPPLIER.exec(typedParts);
    if (sup?.[1] && !NOT_SUPPLIER.test(sup[1])) {
      supplier = sup[1].trim().slice(0, 200);
      description =
        (typedParts.slice(0, sup.index) + " " + typedParts.slice(sup.index + sup[0].length))
          .trim();
    }
    const paidTo = /^(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'.-]*)*)\s+(?:for|on)\s+(.+)$/u
      .exec(
        description,
      );
    if (
      !supplier && paidTo?.[1] && /^(?:i|we)\s+paid\b/iu.test(c.text) &&
      !NOT_SUPPLIER.test(paidTo[1])
    ) {
      supplier = paidTo[1];
      description = paidTo[2] ?? "";
    }
    description = tidy(description.replace(/^(?:on|for|at|of|in)\s+/iu, ""))
      .replace(/^(?:a|an|the|some|my|our)\s+/iu, "")
      .replace(/\s+(?:as\s+(?:an?\s+)?expense|for\s+work|for\s+business)$/iu, "")
      .trim();
    if (description.length === 0) description = supplier ?? "";
    if (description.length === 0 || description.length > 500) return null;
    const input: Record<string, unknown> = {
      amount: money.amount,
      currency: money.currency ?? currencyForZone(c.ctx.timezone),
      description,
    };
    if (date) input.date = date;
    if (supplier) input.supplier = supplier;
    return { name: "expenses_record", input };
  }
  return null;
}

const FIELD = String
  .raw`(amount|price|total|cost|sum|value|description|supplier|vendor|date|day|currency|merchant)`;

const UPDATE: { re: RegExp; ref: number; field: number; value: number }[] = [
  {
    re: new RegExp(
      String
        .raw`^(?:update|change|correct|fix|edit|amend|adjust)\s+${DET}(.+?)\s+(?:expense|receipt|purchase)\s*[:,\-]\s*(?:it\s+(?:was|is|should\s+be|cost)\s+|the\s+amount\s+(?:was|is)\s+)?(?:actually\s+|really\s+)?(.+)$`,
      "iud",
    ),
    ref: 1,
    field: 0,
    value: 2,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:change|update|correct|fix|edit|set|amend|adjust|make)\s+(?:the\s+)?${FIELD}\s+(?:of|on|for)\s+${DET}(.+?)\s+(?:expense|receipt|purchase)\s+(?:to|as|into)\s+(.+)$`,
      "iud",
    ),
    field: 1,
    ref: 2,
    value: 3,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:change|update|correct|fix|edit|set|amend|adjust)\s+${DET}(.+?)\s+(?:expense|receipt|purchase)(?:'s)?\s+${FIELD}\s+(?:to|as|into)\s+(.+)$`,
      "iud",
    ),
    ref: 1,
    field: 2,
    value: 3,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:change|update|correct|fix|edit|set|make|amend|adjust|move)\s+${DET}(.+?)\s+(?:expense|receipt|purchase)\s+(?:to|so\s+(?:that\s+)?it\s+is|into)\s+(.+)$`,
      "iud",
    ),
    ref: 1,
    field: 0,
    value: 2,
  },
  {
    re: new RegExp(
      String
        .raw`^${DET}(.+?)\s+(?:expense|receipt|purchase)\s+(?:was|is|should\s+be|should\s+have\s+been|cost)\s+(?:actually\s+|really\s+|in\s+fact\s+)?(.+)$`,
      "iud",
    ),
    ref: 1,
    field: 0,
    value: 2,
  },
];

function update(c: Clause): ToolCall | null {
  for (const shape of UPDATE) {
    const found = match(c, shape.re);
    if (!found) continue;
    const ref = cleanRef(found.slot(shape.ref), EXPENSE_WORD);
    if (!ref) return null;
    const field = shape.field ? (found.m[shape.field] ?? "").toLowerCase() : "";
    const valueTyped = found.slot(shape.value);
    const valuePlain = found.m[shape.value] ?? "";
    const input: Record<string, unknown> = { expense: ref };
    if (field === "description") {
      const d = tidy(valueTyped);
      if (!d) return null;
      input.description = d.slice(0, 500);
    } else if (field === "supplier" || field === "vendor" || field === "merchant") {
      const s = tidy(valueTyped);
      if (!s) return null;
      input.supplier = s.slice(0, 200);
    } else if (field === "currency") {
      const code = findMoney(`1 ${valuePlain}`)[0]?.currency ??
        (/^[a-z]{3}$/iu.test(valuePlain.trim()) ? valuePlain.trim().toUpperCase() : null);
      if (!code) return null;
      input.currency = code;
    } else if (field === "date" || field === "day") {
      const hit = findDates(valuePlain, c.ctx, "past").find((h) => h.dayCertain);
      if (!hit) return null;
      input.date = isoDate(hit.date);
    } else {
      const money = findMoney(valuePlain)[0] ?? firstAmount(valuePlain);
      if (money && (field !== "" || /^\s*(?:[€$£¥]|\d)/u.test(valuePlain))) {
        input.amount = money.amount;
        if (money.currency) input.currency = money.currency;
      } else if (field === "") {
        const hit = findDates(valuePlain, c.ctx, "past").find((h) => h.dayCertain);
        if (!hit) return null;
        input.date = isoDate(hit.date);
      } else {
        return null;
      }
    }
    return { name: "expenses_update", input };
  }
  return null;
}

/** The expenses call a clause asks for, or null. */
export function parseExpense(c: Clause): ToolCall | null {
  return update(c) ?? dashboard(c) ?? record(c);
}
