import { whatsappDigits } from "../contact/phone";
import { honeypotFieldName } from "../forms/honeypot";
import { whatsappLink } from "../messaging/whatsapp";
import { contactAdventureOptions } from "../landing";
import { schoolPrograms } from "../pricing/tiers";
import { formatUsd } from "../money/format";
import { formatTravelDate, isCalendarDate } from "../calendar";
import { partySizeText } from "../booking/party";
import { groupCountsOf, groupCountsText } from "../inquiries/inquiry-fields";

/** An inquiry's stored JSON payload as readable label/value rows, plus reply links. */
export interface InquiryView {
  name: string;
  phoneDigits: string | null;
  rows: Array<[string, string]>;
}

type Payload = Record<string, unknown>;

/**
 * How the operator reads each stored field (issue 30): a label in plain words and the value as the
 * visitor chose it ("Programme: Wildlife Conservation (4 days)", "Estimate: $3,600"), never the
 * stored id or number. `null`: the field is shown by another row (a programme's id by its name) or
 * is ours, not the visitor's (the kind, the honeypot).
 */
const fields: Record<
  string,
  { label: string; value?: (value: unknown, data: Payload) => string } | null
> = {
  kind: null,
  [honeypotFieldName]: null,
  programLabel: null,
  programmeName: null,
  packageName: null,
  eastAfricanResidents: null,
  kenyanCitizens: null,
  bookingReference: { label: "Booking" },
  name: { label: "Name" },
  schoolName: { label: "School" },
  organisation: { label: "Organisation" },
  company: { label: "Company" },
  contactPerson: { label: "Contact person" },
  email: { label: "Email" },
  phone: { label: "Phone" },
  adventure: {
    label: "Adventure",
    value: (value) =>
      contactAdventureOptions.find((option) => option.value === value)?.label ?? String(value),
  },
  trip: { label: "Trip" },
  travelDate: {
    label: "Travel date",
    value: (value) =>
      typeof value === "string" && isCalendarDate(value) ? formatTravelDate(value) : String(value),
  },
  participants: {
    label: "Travellers",
    value: (value) => (typeof value === "number" ? partySizeText(value) : String(value)),
  },
  bookingStatus: { label: "Booking status", value: (value) => capitalised(String(value)) },
  studentCount: { label: "Students" },
  teacherCount: { label: "Accompanying teachers" },
  groupSize: { label: "Group size" },
  program: {
    label: "Programme",
    value: (value, data) =>
      textOr(data.programLabel) ??
      schoolPrograms.find((program) => program.value === value)?.label ??
      String(value),
  },
  programme: {
    label: "Programme",
    value: (value, data) => textOr(data.programmeName) ?? String(value),
  },
  package: { label: "Package", value: (value, data) => textOr(data.packageName) ?? String(value) },
  estimate: {
    label: "Estimate",
    value: (value) => (typeof value === "number" && value > 0 ? formatUsd(value) : "Custom quote"),
  },
  estimateRange: {
    label: "Estimate",
    value: (value) => {
      const range = value as { min?: unknown; max?: unknown } | null;
      return typeof range?.min === "number" && typeof range.max === "number"
        ? `${formatUsd(range.min)} - ${formatUsd(range.max)}`
        : "Custom quote";
    },
  },
  preferredDates: { label: "Preferred dates" },
  budget: { label: "Budget" },
  additionalRequirements: { label: "Additional requirements" },
  notes: { label: "Notes" },
  message: { label: "Message" },
};

const textOr = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value : null;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field we have no words for (a payload from an older form): its key spelled out. */
function labelFor(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ");
  return capitalised(spaced.toLowerCase());
}

function shown(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return value.toLocaleString("en-US");
  return JSON.stringify(value);
}

/** A corporate group's counts per traveller category, right after its size. */
function travellersRow(data: Payload): [string, string] | null {
  const size = data.groupSize;
  if (typeof size !== "number") return null;
  const residents = typeof data.eastAfricanResidents === "number" ? data.eastAfricanResidents : 0;
  const citizens = typeof data.kenyanCitizens === "number" ? data.kenyanCitizens : 0;
  if (!("eastAfricanResidents" in data) && !("kenyanCitizens" in data)) return null;
  return ["Travellers", groupCountsText(groupCountsOf(size, residents, citizens))];
}

export function inquiryView(payload: string): InquiryView {
  let data: Payload = {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Payload;
  } catch {
    return { name: "", phoneDigits: null, rows: [["Message", payload]] };
  }
  const rows: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined || value === "") continue;
    const field = key in fields ? fields[key] : { label: labelFor(key) };
    if (!field) continue;
    rows.push([field.label, field.value ? field.value(value, data) : shown(value)]);
    if (key === "groupSize") {
      const travellers = travellersRow(data);
      if (travellers) rows.push(travellers);
    }
  }
  const name = String(data.name ?? data.contactPerson ?? data.fullName ?? "").trim();
  const phoneDigits = typeof data.phone === "string" ? whatsappDigits(data.phone) : null;
  return { name, phoneDigits, rows };
}

export function inquiryReplyLinks(input: {
  email: string;
  name: string;
  phoneDigits: string | null;
  kindLabel: string;
  brandName: string;
}) {
  const subject = `Your ${input.kindLabel.toLowerCase()} with ${input.brandName}`;
  const greeting = input.name ? `Hello ${input.name}, ` : "Hello, ";
  return {
    mailto: `mailto:${input.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${greeting}\n\nThank you for getting in touch.\n\n`)}`,
    whatsapp: input.phoneDigits
      ? whatsappLink(
          input.phoneDigits,
          `${greeting}thank you for your ${input.kindLabel.toLowerCase()} to ${input.brandName}. `,
        )
      : null,
  };
}
