import { addDays, isCalendarDate } from "../calendar";
import { isEmailAddress } from "../inquiries/inquiry-fields";
import { MAX_AMOUNT_MINOR, MINOR_PER_MAJOR } from "../money/amount";
import { bareAmountText } from "../money/parse";
import { formatMoney } from "../money/format";
import { isParkId } from "../pricing/park-fees";
import { travellerCategories, type TravellerCategory } from "../pricing/traveller-categories";
import {
  emptyParty,
  lineBases,
  partyCount,
  proposalCurrencies,
  type LineBasis,
  type PriceLineInput,
  type ProposalCurrency,
  type ProposalDay,
  type ProposalDraft,
} from "./proposal";

/**
 * The proposal editor's form (issue 30): every field as typed (strings), read back from the
 * posted form, and checked into a ProposalDraft with a sentence for each field that is refused,
 * named by the field (`days.2.date`, `lines.0.margin`), so nothing typed is lost and the
 * operator sees where. No zod: the admin's chunk loads this file (build-boundary test).
 */

export interface DayForm {
  date: string;
  title: string;
  description: string;
  /** One activity a line. */
  activities: string;
  accommodation: string;
  meals: string;
  park: string;
  photo: string;
}

/** "discount" is a discount line; any other basis an operator line. */
export interface LineForm {
  label: string;
  basis: string;
  nights: string;
  cost: string;
  margin: string;
  price: string;
}

export interface ProposalForm {
  title: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  inquiryId: string;
  message: string;
  currency: string;
  expiresOn: string;
  /** One item a line. */
  included: string;
  notIncluded: string;
  party: Record<TravellerCategory, { adults: string; childAges: string }>;
  days: DayForm[];
  lines: LineForm[];
}

export type ProposalErrors = Partial<Record<string, string>>;

export const MAX_DAYS = 60;
export const MAX_LINES = 60;
const MAX_PARTY = 500;

export const emptyDay: DayForm = {
  date: "",
  title: "",
  description: "",
  activities: "",
  accommodation: "",
  meals: "",
  park: "",
  photo: "",
};
export const emptyLine: LineForm = {
  label: "",
  basis: "person-trip",
  nights: "",
  cost: "",
  margin: "",
  price: "",
};

/** A new proposal's form: two adults, no days or lines, prices honoured for 14 days. */
export function blankProposalForm(today: string): ProposalForm {
  return draftToForm({
    title: "",
    client: { name: "", email: "", phone: "" },
    inquiryId: null,
    message: "",
    party: emptyParty(),
    days: [],
    lines: [],
    currency: "USD",
    expiresOn: addDays(today, 14),
    included: [],
    notIncluded: [],
  });
}

/** Minor units as a form shows them: 12000 -> "120", 12050 -> "120.50". */
export function amountText(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const cents = abs % MINOR_PER_MAJOR;
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}${cents ? `.${String(cents).padStart(2, "0")}` : ""}`;
}

export function draftToForm(draft: ProposalDraft): ProposalForm {
  const party = Object.fromEntries(
    travellerCategories.map((category) => {
      const group = draft.party.find((candidate) => candidate.category === category);
      return [
        category,
        { adults: String(group?.adults ?? 0), childAges: (group?.childAges ?? []).join(", ") },
      ];
    }),
  ) as ProposalForm["party"];
  return {
    title: draft.title,
    clientName: draft.client.name,
    clientEmail: draft.client.email,
    clientPhone: draft.client.phone,
    inquiryId: draft.inquiryId ?? "",
    message: draft.message,
    currency: draft.currency,
    expiresOn: draft.expiresOn,
    included: draft.included.join("\n"),
    notIncluded: draft.notIncluded.join("\n"),
    party,
    days: draft.days.map((day) => ({
      date: day.date,
      title: day.title,
      description: day.description,
      activities: day.activities.join("\n"),
      accommodation: day.accommodation,
      meals: day.meals,
      park: day.park ?? "",
      photo: day.photo ?? "",
    })),
    lines: draft.lines.map((line) =>
      line.kind === "discount"
        ? {
            ...emptyLine,
            label: line.label,
            basis: "discount",
            price: amountText(line.amountMinor),
          }
        : {
            label: line.label,
            basis: line.basis,
            nights: line.nights === null ? "" : String(line.nights),
            cost: amountText(line.costMinor),
            margin: amountText(line.marginMinor),
            price: amountText(line.priceMinor),
          },
    ),
  };
}

/**
 * The form as posted: `get(name)` reads one field (empty when absent). Days and lines are
 * numbered from 0 up to the counts posted in `dayCount` and `lineCount`.
 */
export function readProposalForm(get: (name: string) => string): ProposalForm {
  const count = (name: string, max: number) =>
    Math.min(max, Math.max(0, Number.parseInt(get(name), 10) || 0));
  const party = Object.fromEntries(
    travellerCategories.map((category) => [
      category,
      { adults: get(`party.${category}.adults`), childAges: get(`party.${category}.childAges`) },
    ]),
  ) as ProposalForm["party"];
  return {
    title: get("title"),
    clientName: get("clientName"),
    clientEmail: get("clientEmail"),
    clientPhone: get("clientPhone"),
    inquiryId: get("inquiryId"),
    message: get("message"),
    currency: get("currency"),
    expiresOn: get("expiresOn"),
    included: get("included"),
    notIncluded: get("notIncluded"),
    party,
    days: Array.from({ length: count("dayCount", MAX_DAYS) }, (_, index) => {
      const field = (name: keyof DayForm) => get(`days.${index}.${name}`);
      return {
        date: field("date"),
        title: field("title"),
        description: field("description"),
        activities: field("activities"),
        accommodation: field("accommodation"),
        meals: field("meals"),
        park: field("park"),
        photo: field("photo"),
      };
    }),
    lines: Array.from({ length: count("lineCount", MAX_LINES) }, (_, index) => {
      const field = (name: keyof LineForm) => get(`lines.${index}.${name}`);
      return {
        label: field("label"),
        basis: field("basis"),
        nights: field("nights"),
        cost: field("cost"),
        margin: field("margin"),
        price: field("price"),
      };
    }),
  };
}

const listOf = (text: string) =>
  text
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);

/** A typed amount ("1,200", "$85.50", "0") as minor units; null when it does not read. */
export function readAmount(text: string): number | null {
  const cleaned = bareAmountText(text);
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = Number(match[2]) * MINOR_PER_MAJOR + Number((match[3] ?? "0").padEnd(2, "0"));
  if (minor > MAX_AMOUNT_MINOR) return null;
  return match[1] ? -minor : minor;
}

function readParty(form: ProposalForm, errors: ProposalErrors) {
  return travellerCategories.map((category) => {
    const typed = form.party[category];
    const adultsText = typed.adults.trim() || "0";
    const adults = /^\d{1,4}$/.test(adultsText) ? Number(adultsText) : Number.NaN;
    if (!Number.isFinite(adults) || adults > MAX_PARTY)
      errors[`party.${category}.adults`] = "Enter how many adults, like 2, or 0.";
    const agesText = typed.childAges.split(/[,\s]+/).filter(Boolean);
    const ages = agesText.map(Number);
    if (ages.some((age) => !Number.isInteger(age) || age < 0 || age > 17))
      errors[`party.${category}.childAges`] =
        "Enter each child's age from 0 to 17, separated by commas, like 4, 9.";
    return { category, adults: Number.isFinite(adults) ? adults : 0, childAges: ages };
  });
}

function readDay(day: DayForm, index: number, previous: string | null, errors: ProposalErrors) {
  const at = (name: string) => `days.${index}.${name}`;
  const date = day.date.trim();
  if (!date) errors[at("date")] = `Day ${index + 1} has no date: give it one, like 2027-01-15.`;
  else if (!isCalendarDate(date)) errors[at("date")] = "Enter the date like 2027-01-15.";
  else if (previous && date < previous)
    errors[at("date")] = `Day ${index + 1} is before day ${index}: put the days in date order.`;
  const title = day.title.trim();
  if (!title) errors[at("title")] = `Give day ${index + 1} a title.`;
  const park = day.park.trim();
  if (park && !isParkId(park)) errors[at("park")] = "Choose one of the parks in the list.";
  const result: ProposalDay = {
    date,
    title,
    description: day.description.trim(),
    activities: listOf(day.activities),
    accommodation: day.accommodation.trim(),
    meals: day.meals.trim(),
    park: park && isParkId(park) ? park : null,
    photo: day.photo.trim() || null,
  };
  return result;
}

function readLine(
  line: LineForm,
  index: number,
  currency: ProposalCurrency,
  errors: ProposalErrors,
): PriceLineInput | null {
  const at = (name: string) => `lines.${index}.${name}`;
  const label = line.label.trim();
  if (!label) errors[at("label")] = `Name price line ${index + 1}, like "Tented camp, full board".`;
  const price = readAmount(line.price);
  if (line.basis === "discount") {
    if (price === null || price <= 0)
      errors[at("price")] = "Enter the discount as an amount more than zero, like 150.";
    return label && price !== null && price > 0
      ? { kind: "discount", label, amountMinor: price }
      : null;
  }
  if (!(lineBases as readonly string[]).includes(line.basis))
    errors[at("basis")] = "Choose per person or per group, per night or per trip.";
  const cost = readAmount(line.cost);
  const margin = readAmount(line.margin);
  if (cost === null || cost < 0) errors[at("cost")] = "Enter the cost as an amount, like 120 or 0.";
  if (margin === null) errors[at("margin")] = "Enter the margin as an amount, like 30 or 0.";
  else if (margin < 0)
    errors[at("margin")] = "The margin is below zero: this line would sell at a loss.";
  if (price === null || price < 0)
    errors[at("price")] = "Enter the client's price as an amount, like 150.";
  else if (cost !== null && margin !== null && cost >= 0 && margin >= 0 && cost + margin !== price)
    errors[at("price")] =
      `The price does not add up: cost ${formatMoney(cost, currency)} + margin ${formatMoney(margin, currency)} is ${formatMoney(cost + margin, currency)}, not ${formatMoney(price, currency)}.`;
  const nightsText = line.nights.trim();
  const nights = nightsText === "" ? null : /^\d{1,3}$/.test(nightsText) ? Number(nightsText) : -1;
  if (nights !== null && (nights < 1 || nights > MAX_DAYS))
    errors[at("nights")] = "Enter the nights as a whole number, or leave it empty for the plan's.";
  if (Object.keys(errors).some((key) => key.startsWith(`lines.${index}.`))) return null;
  return {
    kind: "item",
    label,
    basis: line.basis as LineBasis,
    nights,
    costMinor: cost!,
    marginMinor: margin!,
    priceMinor: price!,
  };
}

export type ParsedProposal =
  { ok: true; draft: ProposalDraft } | { ok: false; errors: ProposalErrors };

/** The form checked into a draft, or each refused field's sentence. */
export function parseProposalForm(form: ProposalForm): ParsedProposal {
  const errors: ProposalErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = "Give the proposal a title, like “Family safari: Maasai Mara”.";
  const name = form.clientName.trim();
  if (!name) errors.clientName = "Enter the client's name.";
  const email = form.clientEmail.trim();
  if (!isEmailAddress(email))
    errors.clientEmail = "Enter the client's email, like name@example.com.";
  const currency = form.currency.trim();
  if (!(proposalCurrencies as readonly string[]).includes(currency))
    errors.currency = "Choose US dollars or Kenyan shillings.";
  const expiresOn = form.expiresOn.trim();
  if (!isCalendarDate(expiresOn))
    errors.expiresOn = "Enter the last day the prices hold, like 2027-01-15.";
  const party = readParty(form, errors);
  if (!Object.keys(errors).some((key) => key.startsWith("party.")) && partyCount(party) === 0)
    errors["party.non-resident.adults"] =
      "The party has nobody in it: enter at least one traveller.";
  let previous: string | null = null;
  const days = form.days.map((day, index) => {
    const read = readDay(day, index, previous, errors);
    if (isCalendarDate(read.date)) previous = read.date;
    return read;
  });
  const lineCurrency = (currency === "KES" ? "KES" : "USD") as ProposalCurrency;
  const lines = form.lines.map((line, index) => readLine(line, index, lineCurrency, errors));
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      title,
      client: { name, email, phone: form.clientPhone.trim() },
      inquiryId: form.inquiryId.trim() || null,
      message: form.message.trim(),
      party,
      days,
      lines: lines as PriceLineInput[],
      currency: currency as ProposalCurrency,
      expiresOn,
      included: listOf(form.included),
      notIncluded: listOf(form.notIncluded),
    },
  };
}

/**
 * What "Send" asks beyond a valid draft: a plan with days, a price, an expiry not yet passed and
 * on or before the first day, and a total the discounts do not take below zero.
 */
export function sendRefusals(
  draft: ProposalDraft,
  today: string,
  totals: ReadonlyArray<{ currency: string; amountMinor: number }>,
): ProposalErrors {
  const errors: ProposalErrors = {};
  if (draft.days.length === 0) errors.days = "Add the days of the plan before sending it.";
  if (draft.lines.length === 0) errors.lines = "Add at least one price line before sending.";
  if (draft.expiresOn < today)
    errors.expiresOn = "The expiry date has passed: choose a day from today on.";
  else if (draft.days[0] && draft.expiresOn > draft.days[0].date)
    errors.expiresOn = "Prices must expire on or before the first day of the trip.";
  const negative = totals.find((total) => total.amountMinor < 0);
  if (negative)
    errors.lines = `The lines do not add up: the discounts take the ${negative.currency} total below zero.`;
  return errors;
}
