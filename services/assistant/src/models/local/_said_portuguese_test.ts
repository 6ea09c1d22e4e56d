/**
 * Requests said in Portuguese among English words: the request verbs, the words of days and times
 * and the names of what is kept, read as the English they say; the user's own words as written.
 * Sentences written for the kind, with English look-alikes that stay exactly as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { portugueseWritten } from "./_said_portuguese.ts";
import { languagesWritten } from "./_said_languages.ts";

/** Saturday 30 October 2027, 20:10 UTC in São Paulo. */
const HERE = { now: new Date("2027-10-30T20:10:00Z"), timezone: "America/Sao_Paulo" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, HERE);

Deno.test("Portuguese is written as the English it says", () => {
  const cases: [string, string][] = [
    ["me lembra amanhã às 10 to call the bank", "remind me tomorrow at 10 to call the bank"],
    [
      "lembra-me na segunda-feira às 9h to call the dentist",
      "remind me on Monday at 9h to call the dentist",
    ],
    ["adiciona leite, ovos, pão na lista", "add leite, ovos, pão to the list"],
    ["adiciona o queijo pfv!", "add the queijo!"],
    ["já tenho os ovos, apaga eles", "I already have the ovos, delete them"],
    ["viagem para Lisboa de 8 a 11 de janeiro", "trip to Lisboa from 8 to 11 January"],
    ["me lembra no dia 5 às 8h30 da manhã", "remind me on the 5th at 8h30 in the morning"],
    ["gastei R$ 2.999,90 numa TV", "I spent 2999.90 reais numa TV"],
    ["gastei R$45,90 no almoço", "I spent 45.90 reais on almoço"],
    ["gastei 1.250,00 reais com o aluguel", "I spent 1250.00 reais on o aluguel"],
    ["me lembra de ligar pro Domingo no domingo", "remind me to ligar pro Domingo on Sunday"],
    ["me lembra amanhã às, 10", "remind me tomorrow às, 10"],
    ["anota: o jantar é amanhã às 8, R$ 45,90", "note: o jantar é amanhã às 8, R$ 45,90"],
    ["anota isso", "anota isso"],
    [
      "email ana@x.example dizendo que chego amanhã",
      "email ana@x.example dizendo que chego amanhã",
    ],
    ["adiciona constructor na lista", "add constructor to the list"],
    [
      "adiciona toString, __proto__ e hasOwnProperty na lista",
      "add toString, __proto__ e hasOwnProperty to the list",
    ],
  ];
  for (const [text, said] of cases) assert.equal(portugueseWritten(text), said, text);
});

Deno.test("English that looks like Portuguese stays exactly as it was", () => {
  const english = [
    "add pao de queijo and ovos to the list",
    "remind me to call Quinta at 5",
    "remind me to visit Domingo on Monday",
    "note: da noite is a song",
    "add a tira of leather to the list",
    "remind me to buy the Hoje newspaper at 7",
    "the agenda um for Monday: budget",
    "save Diego's number 612 345 678",
    "pay BRL 50 no later than Friday",
    "add 2 salve tubes to the list",
    "remind me to tire out the dog at 6",
    "note: me lembra is Portuguese",
    "trip to Rio from 3 to 9 June",
    "add sexta wine to the list",
    "email Ana at 5 saying obrigado",
    "remind me I ate quinta paella on Monday",
    "add 10 de cecco pasta to the list",
    "add the salve to the shopping list",
    "note: para mim it is fine",
    "remind me on the 3rd of May to call Ana",
  ];
  for (const text of english) {
    assert.equal(portugueseWritten(text), text, text);
    assert.equal(languagesWritten(text), text, text);
  }
});

Deno.test("requests said in Portuguese among English are read as their English", () => {
  const cases: [string, ToolCall[]][] = [
    ["me lembra amanhã às 10 to call the bank", [{
      "name": "reminders_create",
      "input": { "text": "call the bank", "at": "2027-10-31T10:00:00-03:00" },
    }]],
    ["Me lembra na segunda às 9h to call the dentist", [{
      "name": "reminders_create",
      "input": { "text": "call the dentist", "at": "2027-11-01T09:00:00-03:00" },
    }]],
    ["me lembra de call the plumber na sexta às 14h", [{
      "name": "reminders_create",
      "input": { "text": "call the plumber", "at": "2027-11-05T14:00:00-03:00" },
    }]],
    ["lembra-me depois de amanhã às 7 to water the plants", [{
      "name": "reminders_create",
      "input": { "text": "water the plants", "at": "2027-11-01T07:00:00-03:00" },
    }]],
    ["me lembre dia 5 de novembro às 10 to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-05T10:00:00-03:00" },
    }]],
    ["me lembra daqui a 3 dias to pay the rent", [{
      "name": "reminders_create",
      "input": { "text": "pay the rent", "at": "2027-11-02T09:00:00-03:00" },
    }]],
    ["me lembra amanhã às 7 da noite to call mum", [{
      "name": "reminders_create",
      "input": { "text": "call mum", "at": "2027-10-31T19:00:00-03:00" },
    }]],
    ["me lembra semana que vem to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-06T09:00:00-03:00" },
    }]],
    ["adiciona leite, ovos, pão na lista de compras", [{
      "name": "shopping_add",
      "input": { "items": ["leite", "ovos", "pão"] },
    }]],
    ["adiciona o queijo to the shopping list por favor", [{
      "name": "shopping_add",
      "input": { "items": ["queijo"] },
    }]],
    ["adiciona cheese to the shopping list pfv", [{
      "name": "shopping_add",
      "input": { "items": ["cheese"] },
    }]],
    ["tira o leite da lista de compras", [{
      "name": "shopping_remove",
      "input": { "items": ["leite"] },
    }]],
    ["já tenho os ovos, apaga eles", [{
      "name": "shopping_remove",
      "input": { "items": ["ovos"] },
    }]],
    ["save Ana's aniversário, 2 de novembro", [{
      "name": "birthdays_save",
      "input": { "name": "Ana", "date": "--11-02" },
    }]],
    ["guarda o aniversário da Júlia, dia 3 de março", [{
      "name": "birthdays_save",
      "input": { "name": "Júlia", "date": "--03-03" },
    }]],
    ["viagem para Lisboa de 8 a 11 de janeiro", [{
      "name": "trips_create",
      "input": { "destination": "Lisboa", "start_date": "2028-01-08", "end_date": "2028-01-11" },
    }]],
    ["viagem para Salvador do dia 3 ao dia 9 de dezembro", [{
      "name": "trips_create",
      "input": { "destination": "Salvador", "start_date": "2027-12-03", "end_date": "2027-12-09" },
    }]],
    ["quanto gastei em outubro?", [{
      "name": "expenses_dashboard",
      "input": { "month": "2027-10" },
    }]],
    ["me mostra minhas notas", [{ "name": "notes_list", "input": {} }]],
    ["me mostra meus lembretes", [{ "name": "reminders_list", "input": {} }]],
    ["o que eu tenho na quinta na agenda?", [{
      "name": "calendar_list",
      "input": { "from": "2027-11-04", "to": "2027-11-04" },
    }]],
    ["coloca na minha agenda yoga na terça às 7", [{
      "name": "propose_action",
      "input": {
        "calendar_event": {
          "title": "Yoga",
          "start": "2027-11-02T07:00:00-03:00",
          "end": "2027-11-02T08:00:00-03:00",
        },
      },
    }]],
    ["fica de olho no preço de https://loja.example.com.br/cadeira e me avisa se baixar de 80", [{
      "name": "price_watches_start",
      "input": { "url": "https://loja.example.com.br/cadeira", "target_price": 80 },
    }]],
    ["monitora esse pra mim: https://www.example.com.br/tv-55-4k, alert me below R$ 2.999,90", [{
      "name": "price_watches_start",
      "input": { "url": "https://www.example.com.br/tv-55-4k", "target_price": 2999.9 },
    }]],
    ["contagem regressiva para o casamento da Ana, 12 de junho", [{
      "name": "countdowns_set",
      "input": { "title": "o casamento da Ana", "date": "2028-06-12" },
    }]],
    ["gastei 50 reais em gasolina", [{
      "name": "expenses_record",
      "input": { "amount": 50, "currency": "BRL", "description": "gasolina" },
    }]],
    ["gastei R$ 45,90 no almoço", [{
      "name": "expenses_record",
      "input": { "amount": 45.9, "currency": "BRL", "description": "almoço" },
    }]],
    ["anota: o jantar é às 8", [{
      "name": "notes_create",
      "input": { "text": "o jantar é às 8" },
    }]],
    ["tarefa: ligar pro banco na sexta", [{
      "name": "tasks_create",
      "input": { "content": "ligar pro banco", "due": "2027-11-05" },
    }]],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("Portuguese that cannot be read whole, or asks for nothing, runs nothing", () => {
  for (
    const text of [
      "não adiciona vinho na lista",
      "não me lembra amanhã às 10 to call Ana",
      "obrigado!",
      "oi, tudo bem hoje?",
      "apaga o lembrete de amanhã",
      "o aniversário da minha irmã Clara é dia 12 de dezembro",
      "me lembra",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
