/**
 * Holidays of Europe said by their own names, each kept by one country or on one day wherever it
 * is said ("Nochevieja", "Ferragosto", "Koningsdag", "Tag der Deutschen Einheit"), and the days of
 * Orthodox Easter: said explicitly anywhere ("Orthodox Easter"), and what "Easter" and the days
 * counted from it mean in a country of the Orthodox Church (Greece, Cyprus, Romania, Bulgaria,
 * Serbia, Ukraine, Russia), whose public holidays they are.
 * @module
 */
import { COUNTRIES } from "./_zone_countries.ts";
import {
  afterEaster,
  afterOrthodoxEaster,
  fixed,
  type HolidayRow,
  lastWeekday,
  notOnSunday,
  orthodoxEaster,
  weekdayFrom,
} from "./_dates_holidays_days.ts";

const { GR, CY, RO, BG, RS, UA, RU, DE, AT, CH, CZ, PL, IT } = COUNTRIES;
const ORTHODOX = [GR, CY, RO, BG, RS, UA, RU];

/** The days counted from Easter, as an Orthodox country keeps them (longer names first). */
const ORTHODOX_EASTER: [string[], string, number, number?][] = [
  [
    ["easter weekend", "easter bank holiday weekend", "easter long weekend"],
    "Easter weekend",
    -2,
    4,
  ],
  [["good friday"], "Good Friday", -2],
  [["palm sunday"], "Palm Sunday", -7],
  [["maundy thursday", "holy thursday"], "Maundy Thursday", -3],
  [["holy saturday", "easter saturday"], "Holy Saturday", -1],
  [["ascension day"], "Ascension Day", 39],
  [["whit sunday", "whitsun", "pentecost"], "Whit Sunday", 49],
  [["whit monday"], "Whit Monday", 50],
  [["easter monday"], "Easter Monday", 1],
  [["easter", "easter sunday"], "Easter", 0],
];

export const EUROPE_HOLIDAYS: HolidayRow[] = [
  { names: ["orthodox easter monday"], name: "Orthodox Easter Monday", on: afterOrthodoxEaster(1) },
  { names: ["orthodox good friday"], name: "Orthodox Good Friday", on: afterOrthodoxEaster(-2) },
  {
    names: ["orthodox easter", "orthodox easter sunday", "greek easter", "greek orthodox easter"],
    name: "Orthodox Easter",
    on: orthodoxEaster,
  },
  {
    names: ["clean monday", "kathara deftera"],
    name: "Clean Monday",
    on: afterOrthodoxEaster(-48),
  },
  ...ORTHODOX_EASTER.map(([names, name, from, days]): HolidayRow => ({
    names,
    name,
    on: afterOrthodoxEaster(from),
    countries: ORTHODOX,
    ...(days ? { days } : {}),
  })),
  { names: ["orthodox christmas"], name: "Orthodox Christmas", on: fixed(1, 7) },
  { names: ["orthodox new year", "old new year"], name: "Orthodox New Year", on: fixed(1, 14) },
  { names: ["ohi day", "oxi day", "ochi day"], name: "Ohi Day", on: fixed(10, 28) },
  // Spain and Portugal.
  { names: ["nochebuena", "noche buena"], name: "Nochebuena", on: fixed(12, 24) },
  { names: ["nochevieja"], name: "Nochevieja", on: fixed(12, 31) },
  { names: ["noche de reyes"], name: "Noche de Reyes", on: fixed(1, 5) },
  {
    names: ["día de reyes", "dia de reyes", "reyes magos", "three kings day", "three kings' day"],
    name: "Día de Reyes",
    on: fixed(1, 6),
  },
  { names: ["epifania", "la befana"], name: "Epiphany", on: fixed(1, 6) },
  { names: ["año nuevo", "ano nuevo", "ano novo"], name: "Año Nuevo", on: fixed(1, 1) },
  { names: ["navidad"], name: "Navidad", on: fixed(12, 25) },
  { names: ["semana santa", "holy week"], name: "Semana Santa", on: afterEaster(-7), days: 8 },
  { names: ["jueves santo"], name: "Jueves Santo", on: afterEaster(-3) },
  { names: ["viernes santo"], name: "Viernes Santo", on: afterEaster(-2) },
  { names: ["domingo de ramos"], name: "Domingo de Ramos", on: afterEaster(-7) },
  { names: ["lunes de pascua"], name: "Lunes de Pascua", on: afterEaster(1) },
  {
    names: ["todos los santos", "all saints' day", "all saints day"],
    name: "All Saints' Day",
    on: fixed(11, 1),
  },
  { names: ["all souls' day", "all souls day"], name: "All Souls' Day", on: fixed(11, 2) },
  {
    names: ["día de la hispanidad", "dia de la hispanidad"],
    name: "Día de la Hispanidad",
    on: fixed(10, 12),
  },
  { names: ["noche de san juan"], name: "Noche de San Juan", on: fixed(6, 23) },
  {
    names: ["día de sant jordi", "dia de sant jordi", "diada de sant jordi"],
    name: "Sant Jordi",
    on: fixed(4, 23),
  },
  { names: ["la diada"], name: "La Diada", on: fixed(9, 11) },
  {
    names: ["san fermín", "san fermin", "sanfermines"],
    name: "San Fermín",
    on: fixed(7, 6),
    days: 9,
  },
  { names: ["las fallas"], name: "Las Fallas", on: fixed(3, 15), days: 5 },
  { names: ["la tomatina", "tomatina"], name: "La Tomatina", on: lastWeekday(8, 3) },
  {
    names: ["la inmaculada", "día de la inmaculada", "immaculate conception"],
    name: "Immaculate Conception",
    on: fixed(12, 8),
  },
  { names: ["dia de portugal", "portugal day"], name: "Portugal Day", on: fixed(6, 10) },
  // Italy.
  { names: ["ferragosto", "assumption day"], name: "Ferragosto", on: fixed(8, 15) },
  { names: ["festa della repubblica"], name: "Festa della Repubblica", on: fixed(6, 2) },
  { names: ["festa della liberazione"], name: "Festa della Liberazione", on: fixed(4, 25) },
  { names: ["vigilia di natale"], name: "Vigilia di Natale", on: fixed(12, 24) },
  { names: ["natale"], name: "Natale", on: fixed(12, 25), countries: [IT] },
  { names: ["capodanno"], name: "Capodanno", on: fixed(1, 1) },
  { names: ["pasquetta"], name: "Pasquetta", on: afterEaster(1) },
  { names: ["pasqua"], name: "Pasqua", on: afterEaster(0) },
  { names: ["ognissanti"], name: "Ognissanti", on: fixed(11, 1) },
  { names: ["santo stefano"], name: "Santo Stefano", on: fixed(12, 26) },
  // Germany, Austria, Switzerland.
  {
    names: ["tag der deutschen einheit", "german unity day", "day of german unity"],
    name: "Tag der Deutschen Einheit",
    on: fixed(10, 3),
  },
  { names: ["heiligabend"], name: "Heiligabend", on: fixed(12, 24) },
  { names: ["weihnachten"], name: "Weihnachten", on: fixed(12, 25) },
  {
    names: ["silvester", "sylwester", "silvestr"],
    name: "Silvester",
    on: fixed(12, 31),
    countries: [DE, AT, CH, CZ, PL],
  },
  { names: ["neujahr"], name: "Neujahr", on: fixed(1, 1) },
  { names: ["karfreitag"], name: "Karfreitag", on: afterEaster(-2) },
  { names: ["ostermontag"], name: "Ostermontag", on: afterEaster(1) },
  { names: ["ostern"], name: "Ostern", on: afterEaster(0) },
  { names: ["pfingstmontag"], name: "Pfingstmontag", on: afterEaster(50) },
  { names: ["pfingsten"], name: "Pfingsten", on: afterEaster(49) },
  { names: ["christi himmelfahrt"], name: "Christi Himmelfahrt", on: afterEaster(39) },
  { names: ["fronleichnam"], name: "Corpus Christi", on: afterEaster(60) },
  { names: ["reformation day", "reformationstag"], name: "Reformation Day", on: fixed(10, 31) },
  {
    names: ["austrian national day", "nationalfeiertag"],
    name: "Austrian National Day",
    on: fixed(10, 26),
  },
  {
    names: ["swiss national day", "bundesfeiertag", "fête nationale suisse"],
    name: "Swiss National Day",
    on: fixed(8, 1),
  },
  // The Netherlands and Belgium.
  { names: ["koningsdag"], name: "Koningsdag", on: notOnSunday(4, 27) },
  { names: ["bevrijdingsdag"], name: "Bevrijdingsdag", on: fixed(5, 5) },
  { names: ["sinterklaasavond", "pakjesavond"], name: "Sinterklaas", on: fixed(12, 5) },
  { names: ["belgian national day"], name: "Belgian National Day", on: fixed(7, 21) },
  // The Nordic countries.
  {
    names: ["midsommarafton", "midsommar", "juhannusaatto", "juhannus"],
    name: "Midsummer",
    on: weekdayFrom(6, 19, 5),
  },
  { names: ["midsommardagen"], name: "Midsummer Day", on: weekdayFrom(6, 20, 6) },
  {
    names: ["sankthansaften", "sankt hans aften", "st john's eve"],
    name: "St John's Eve",
    on: fixed(6, 23),
  },
  {
    names: ["swedish national day", "sveriges nationaldag"],
    name: "Swedish National Day",
    on: fixed(6, 6),
  },
  { names: ["syttende mai", "norwegian constitution day"], name: "Syttende mai", on: fixed(5, 17) },
  { names: ["grundlovsdag"], name: "Grundlovsdag", on: fixed(6, 5) },
  {
    names: ["finnish independence day", "itsenäisyyspäivä"],
    name: "Finnish Independence Day",
    on: fixed(12, 6),
  },
  { names: ["lucia day", "luciadagen", "st lucy's day"], name: "Lucia Day", on: fixed(12, 13) },
  {
    names: ["walpurgis night", "valborgsmässoafton"],
    name: "Walpurgis Night",
    on: fixed(4, 30),
  },
  { names: ["vappu"], name: "Vappu", on: fixed(5, 1) },
  { names: ["julafton", "juleaften", "julaften"], name: "Christmas Eve", on: fixed(12, 24) },
  {
    names: ["nyårsafton", "nytårsaften", "nyttårsaften"],
    name: "New Year's Eve",
    on: fixed(12, 31),
  },
  // Poland and Czechia.
  { names: ["wigilia"], name: "Wigilia", on: fixed(12, 24) },
  { names: ["andrzejki"], name: "Andrzejki", on: fixed(11, 29) },
  {
    names: ["wszystkich świętych", "wszystkich swietych"],
    name: "Wszystkich Świętych",
    on: fixed(11, 1),
  },
  { names: ["polish independence day"], name: "Polish Independence Day", on: fixed(11, 11) },
  // Romania and Greece.
  {
    names: ["romanian national day", "great union day"],
    name: "Great Union Day",
    on: fixed(12, 1),
  },
  { names: ["greek independence day"], name: "Greek Independence Day", on: fixed(3, 25) },
];
