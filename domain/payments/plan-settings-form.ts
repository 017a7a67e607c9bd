import type { PaymentPlanSettings, TripPlanOverride } from "./payment-plan";

/**
 * The payment settings form on /admin/payments, read on the server: the deposit share, the days
 * before departure the balance is due, and per-trip overrides (one line each); the exchange rates are domain/money/rates-form.ts.
 * Every refusal is one sentence naming what to fix.
 */

export type PlanSettingsField = "depositPercent" | "balanceDueDays" | "tripOverrides";

export type PlanSettingsParse =
  | { ok: true; settings: PaymentPlanSettings }
  | { ok: false; errors: Partial<Record<PlanSettingsField, string>> };

function wholeNumber(text: string | undefined, min: number, max: number): number | null {
  const trimmed = (text ?? "").trim().replace(/%$/, "");
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * One override a line: `<trip-slug> full`, or `<trip-slug> <deposit %> [<balance days>]`, e.g.
 * "point-lenana 50 60" (50 % deposit, balance 60 days before) or "diani-beach full".
 */
export function parseTripOverrides(
  text: string,
  knownSlugs: readonly string[],
): { ok: true; overrides: Record<string, TripPlanOverride> } | { ok: false; error: string } {
  const overrides: Record<string, TripPlanOverride> = {};
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 50) return { ok: false, error: "List at most 50 trip overrides." };
  for (const line of lines) {
    const [slug = "", ...rest] = line.split(/\s+/);
    if (!knownSlugs.includes(slug))
      return {
        ok: false,
        error: `"${slug.slice(0, 60)}" is not a trip's address name (for example point-lenana).`,
      };
    if (rest.length === 1 && rest[0]!.toLowerCase() === "full") {
      overrides[slug] = { fullPayment: true };
      continue;
    }
    const deposit = wholeNumber(rest[0], 1, 100);
    const days = rest.length > 1 ? wholeNumber(rest[1], 0, 365) : undefined;
    if (deposit === null || days === null || rest.length > 2)
      return {
        ok: false,
        error: `Write "${slug} full" or "${slug} <deposit %> <balance days>", for example "${slug} 50 60".`,
      };
    overrides[slug] = {
      depositPercent: deposit,
      ...(days !== undefined ? { balanceDueDays: days } : {}),
    };
  }
  return { ok: true, overrides };
}

/** The overrides back as the form's lines. */
export function tripOverridesText(overrides: Record<string, TripPlanOverride>): string {
  return Object.entries(overrides)
    .map(([slug, override]) =>
      override.fullPayment
        ? `${slug} full`
        : [slug, override.depositPercent ?? "", override.balanceDueDays ?? ""].join(" ").trim(),
    )
    .join("\n");
}

export function parsePlanSettingsForm(
  form: Record<string, string | undefined>,
  knownSlugs: readonly string[],
): PlanSettingsParse {
  const errors: Partial<Record<PlanSettingsField, string>> = {};
  const depositPercent = wholeNumber(form.depositPercent, 1, 100);
  if (depositPercent === null)
    errors.depositPercent = "The deposit is a whole percentage from 1 to 100, for example 30.";
  const balanceDueDays = wholeNumber(form.balanceDueDays, 0, 365);
  if (balanceDueDays === null)
    errors.balanceDueDays =
      "The balance is due a whole number of days (0 to 365) before departure.";
  const overrides = parseTripOverrides(form.tripOverrides ?? "", knownSlugs);
  if (!overrides.ok) errors.tripOverrides = overrides.error;
  if (Object.keys(errors).length || !overrides.ok) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      depositPercent: depositPercent!,
      balanceDueDays: balanceDueDays!,
      tripOverrides: overrides.overrides,
    },
  };
}
