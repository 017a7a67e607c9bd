import { whatsappDigits } from "../contact/phone";
import { honeypotFieldName } from "../forms/honeypot";
import { whatsappLink } from "../messaging/whatsapp";

/** An inquiry's stored JSON payload as readable label/value rows, plus reply links. */
export interface InquiryView {
  name: string;
  phoneDigits: string | null;
  rows: Array<[string, string]>;
}

function labelFor(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

export function inquiryView(payload: string): InquiryView {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    return { name: "", phoneDigits: null, rows: [["Message", payload]] };
  }
  const rows: Array<[string, string]> = Object.entries(data)
    .filter(
      ([key, value]) =>
        key !== honeypotFieldName && value !== null && value !== undefined && value !== "",
    )
    .map(([key, value]) => [
      labelFor(key),
      typeof value === "string" ? value : JSON.stringify(value),
    ]);
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
