/**
 * Requests said in Indonesian or Malay mixed with English: request verbs, the nouns of what is
 * kept, days, months, clocks with their part of the day, "tanggal", amounts in "rb", "ribu",
 * "juta" and "Rp", read as the English they say. Sentences written for the kind, with English
 * look-alikes that stay as they were and messages that must do nothing.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { indonesianWritten } from "./_said_indonesian.ts";

/** Monday 5 July 2027, 08:05 in Jakarta (UTC+7). */
const JAKARTA = { now: new Date("2027-07-05T01:05:00Z"), timezone: "Asia/Jakarta" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, JAKARTA);

Deno.test("Indonesian is written as the English it says", () => {
  const cases: [string, string][] = [
    [
      "remind me besok jam 6 pagi to buy the PLN token",
      "remind me tomorrow at 6 am to buy the PLN token",
    ],
    ["tambahin ke list belanja: indomie, kecap", "add to shopping list: indomie, kecap"],
    [
      "bikin task ya: bayar arisan, deadline tanggal 10",
      "create task: bayar arisan, deadline the 10th",
    ],
    ["add trip ke Jogja tanggal 15 sampai 18 Agustus", "add trip to Jogja 15 to 18 August"],
    ["catat pengeluaran: ATK 150rb di Gramedia", "record expense: ATK IDR 150000 at Gramedia"],
    ["catat pengeluaran: makan Rp 45.000", "record expense: makan IDR 45000"],
    ["catat pengeluaran: servis Rp. 1.250.000", "record expense: servis IDR 1250000"],
    ["catat pengeluaran bensin 1,5jt", "record expense bensin IDR 1500000"],
    ["catat pengeluaran sewa 5 juta", "record expense sewa IDR 5000000"],
    ["jadwal aku besok apa aja?", "my schedule tomorrow?"],
    ["ingetin aku 2 jam lagi angkat jemuran", "remind me in 2 hours angkat jemuran"],
    ["ingatkan saya Jumat jam 7.30 malam", "remind me Friday at 7:30 pm"],
    [
      "bikin event di kalender: rapat Rabu jam 2 siang",
      "add to the calendar: rapat Wednesday at 2 pm",
    ],
    ["rice cooker-nya target 300rb aja", "rice cooker target IDR 300000"],
    // What follows "note:" or "keepsake:" is the user's own.
    ["catat ya: rapat RT minggu depan di balai", "note: rapat RT minggu depan di balai"],
    ["simpan kenangan ini: Raka jalan di taman", "save as a keepsake: Raka jalan di taman"],
    // A month is a month only next to its day; "Dan" with a capital is a name.
    ["simpan kontak Mac 0812 1111 2222", "save contact Mac 0812 1111 2222"],
    ["ingetin aku telpon Juli besok", "remind me telpon Juli tomorrow"],
    ["tambahin Dan dan Sari ke kontak", "add Dan and Sari to contact"],
    // Words of the tables' own are no words of them.
    ["tambahin constructor ke list belanja", "add constructor to shopping list"],
    ["tambahin __proto__ ke list belanja", "add __proto__ to shopping list"],
    // Addresses and links are as written.
    ["email ke di@ke.co.id, bilang ya", "email to di@ke.co.id, say"],
  ];
  for (const [text, said] of cases) assert.equal(indonesianWritten(text), said, text);
});

Deno.test("English, and text with no word only Indonesian says, is as it was", () => {
  const same = [
    "remind me to call Dan at 5",
    "add jam and bread to the shopping list",
    "meet Di at the cafe tomorrow at 10",
    "ya, add milk to the shopping list",
    "record an expense of 20000 dong for pho",
    "add the sale items to my list",
    "remind me to call Juli tomorrow",
    "add a Mac charger to the shopping list",
    "Yang's birthday is 3 March",
    "save Kamal, 0812 3456 7890",
    "track https://shop.example.com/p/150rb-deal target $40",
    "note: ke and di are small words",
    "record 150k for the laptop",
    "add Dana to my contacts",
    "remind me to buy mei fun noodles",
    "add Sari's birthday, 14 August",
    "ya tengo los garbanzos, quítalos",
    "countdown to Mei 12",
    "the jam session is at 9 on Friday",
    "tell me a joke lah, so bored",
  ];
  for (const text of same) assert.equal(indonesianWritten(text), text, text);
});

Deno.test("a clock or an amount that cannot be read whole leaves the message as it was", () => {
  const same = [
    // No part of the day says 8 at noon; 13 is no morning hour.
    "ingetin aku besok jam 8 siang bayar listrik",
    "remind me besok jam 13 pagi to pay",
    // Thousands in a message of ringgit, and amounts in another currency's sign.
    "catat pengeluaran makan 50 ribu, RM",
    "catat pengeluaran makan $5 juta",
    "catat pengeluaran makan 5,123jt",
  ];
  for (const text of same) assert.equal(indonesianWritten(text), text, text);
});

Deno.test("requests said in Indonesian are read as their English", () => {
  const cases: [string, ToolCall[]][] = [
    ["ingetin aku besok jam 7 pagi minum obat", [{
      name: "reminders_create",
      input: { text: "minum obat", at: "2027-07-06T07:00:00+07:00" },
    }]],
    ["ingatkan saya hari Jumat jam 3 sore jemput Raka", [{
      name: "reminders_create",
      input: { text: "jemput Raka", at: "2027-07-09T15:00:00+07:00" },
    }]],
    ["remind me lusa jam 10 to call Bu Ratna", [{
      name: "reminders_create",
      input: { text: "call Bu Ratna", at: "2027-07-07T10:00:00+07:00" },
    }]],
    ["ingetin aku 30 menit lagi angkat jemuran", [{
      name: "reminders_create",
      input: { text: "angkat jemuran", at: "2027-07-05T08:35:00+07:00" },
    }]],
    ["tambahin ke daftar belanja: telur, gula dan minyak goreng", [{
      name: "shopping_add",
      input: { items: ["telur", "gula", "minyak goreng"] },
    }]],
    ["tambahin susu UHT ke list belanja", [{
      name: "shopping_add",
      input: { items: ["susu UHT"] },
    }]],
    ["masukin roti tawar ke list belanja ya", [{
      name: "shopping_add",
      input: { items: ["roti tawar"] },
    }]],
    ["tambahin Aqua 2 galon ke list belanja dong", [{
      name: "shopping_add",
      input: { items: ["Aqua 2 galon"] },
    }]],
    ["bikin task: bayar BPJS, deadline tanggal 25", [{
      name: "tasks_create",
      input: { content: "bayar BPJS", due: "2027-07-25" },
    }]],
    ["bikin tugas perpanjang STNK deadline besok", [{
      name: "tasks_create",
      input: { content: "perpanjang STNK", due: "2027-07-06" },
    }]],
    ["catat pengeluaran: makan siang klien Rp 275.000 di Sederhana", [{
      name: "expenses_record",
      input: {
        amount: 275000,
        currency: "IDR",
        description: "makan siang klien",
        supplier: "Sederhana",
      },
    }]],
    ["catat pengeluaran bensin 1,5jt", [{
      name: "expenses_record",
      input: { amount: 1500000, currency: "IDR", description: "bensin" },
    }]],
    ["tolong catat pengeluaran parkir 10rb", [{
      name: "expenses_record",
      input: { amount: 10000, currency: "IDR", description: "parkir" },
    }]],
    ["simpan kontak Bu Sri 0812-1111-2222", [{
      name: "contacts_create",
      input: { name: "Bu Sri", phone: "0812-1111-2222" },
    }]],
    ["cari kontak yang namanya Agus", [{ name: "contacts_list", input: { query: "Agus" } }]],
    ["cek kalender besok", [{
      name: "calendar_list",
      input: { from: "2027-07-06", to: "2027-07-06" },
    }]],
    ["jadwalku minggu ini apa aja?", [{
      name: "calendar_list",
      input: { from: "2027-07-05", to: "2027-07-11" },
    }]],
    ["pantau harga https://www.tokopedia.com/toko/kipas-angin kalo turun di bawah 200rb", [{
      name: "price_watches_start",
      input: { url: "https://www.tokopedia.com/toko/kipas-angin", target_price: 200000 },
    }]],
    ["add trip ke Bali tanggal 3 sampai 7 September", [{
      name: "trips_create",
      input: { destination: "Bali", start_date: "2027-09-03", end_date: "2027-09-07" },
    }]],
    ["countdown to wisuda tanggal 20 Oktober", [{
      name: "countdowns_set",
      input: { title: "wisuda", date: "2027-10-20" },
    }]],
    ["bikin event di kalender: arisan keluarga Sabtu jam 4 sore", [{
      name: "propose_action",
      input: {
        calendar_event: {
          title: "Arisan keluarga",
          start: "2027-07-10T16:00:00+07:00",
          end: "2027-07-10T17:00:00+07:00",
        },
      },
    }]],
    ["catat pengeluaran makan 50rb kemarin", [{
      name: "expenses_record",
      input: { amount: 50000, currency: "IDR", description: "makan", date: "2027-07-04" },
    }]],
    ["ingetin aku tiap hari Senin jam 8 pagi buang sampah", [{
      name: "reminders_create",
      input: {
        text: "buang sampah",
        at: "2027-07-12T08:00:00+07:00",
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
      },
    }]],
    ["simpan ultah Ibu tanggal 12 Maret", [{
      name: "birthdays_save",
      input: { name: "Ibu", date: "--03-12" },
    }]],
    ["countdown to mudik 1 Oktober", [{
      name: "countdowns_set",
      input: { title: "mudik", date: "2027-10-01" },
    }]],
    ["reminder aku apa aja besok?", [{ name: "reminders_list", input: {} }]],
    ["simpan kenangan: Raka naik sepeda sendiri hari ini", [{
      name: "keepsakes_save",
      input: { text: "Raka naik sepeda sendiri hari ini" },
    }]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
});

Deno.test("Indonesian that says no request of the assistant's, or not whole, runs nothing", () => {
  const none = [
    "bikinin invoice buat PT Maju Jaya 5 juta",
    "transfer 500rb ke rekening Rina",
    "berapa harga emas hari ini?",
    "macet banget hari ini",
    "ingetin aku besok jam 8 siang bayar listrik",
    "catat pengeluaran makan 50 ribu, RM",
    "tambahin jam 2 botol ke list belanja",
    // "3 malam" is three nights, no clock.
    "add trip ke Bali 3 malam",
  ];
  for (const text of none) assert.deepEqual(calls(text), [], text);
});
