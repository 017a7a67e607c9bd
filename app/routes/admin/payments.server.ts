import { data } from "react-router";
import type { Route } from "./+types/payments";
import type { NoticeData } from "~/features/auth/notice";
import { publishedTripSlugs } from "../../../server/modules/catalogue";
import {
  parsePlanSettingsForm,
  tripOverridesText,
  type PlanSettingsField,
} from "../../../domain/payments/plan-settings-form";
import { describeRate } from "../../../domain/money/exchange-rates";
import { parseRatesForm, type RatesField } from "../../../domain/money/rates-form";
import { businessDay, formatTravelDate } from "../../../domain/calendar";
import {
  paymentsOverview,
  loadExchangeRates,
  loadPaymentPlanSettings,
  resolvePaymentAttention,
  savePaymentPlanSettings,
} from "../../../server/modules/payments";
import { saveExchangeRates } from "../../../server/modules/bookings";
import { adminUserContext } from "./layout.server";
import { systemNow } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [overview, settings, rates] = await Promise.all([
    paymentsOverview(db),
    loadPaymentPlanSettings(db),
    loadExchangeRates(db),
  ]);
  return {
    ...overview,
    rates,
    settings: {
      depositPercent: String(settings.depositPercent),
      balanceDueDays: String(settings.balanceDueDays),
      tripOverrides: tripOverridesText(settings.tripOverrides),
    },
  };
}

type Errors = Partial<Record<PlanSettingsField | RatesField, string>>;

function answer(
  notice: NoticeData,
  status = 200,
  errors: Errors = {},
  values: Record<string, string> = {},
) {
  return data({ notice, errors, values }, { status });
}

const notSaved = (description: string): NoticeData => ({
  tone: "error",
  title: "Not saved",
  description,
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const db = context.get(dbContext);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  if (form.intent === "resolve") {
    const resolved = await resolvePaymentAttention(db, form.id ?? "", admin.email);
    return resolved
      ? answer({ tone: "success", title: "Resolved", description: "The entry is marked resolved." })
      : answer(notSaved("This entry was already resolved, or does not exist."), 404);
  }
  if (form.intent === "save-rate") {
    const parsed = parseRatesForm(form);
    if (!parsed.ok)
      return answer(notSaved(Object.values(parsed.errors).join(" ")), 400, parsed.errors, form);
    const now = systemNow();
    const saved = await saveExchangeRates(db, parsed.rates, now);
    const today = businessDay(now);
    const lines = saved.map(
      (rate) =>
        `${describeRate(rate)} ${rate.setOn === today ? "from today" : `since ${formatTravelDate(rate.setOn)}`}.`,
    );
    return answer({
      tone: "success",
      title: "Rates saved",
      description: `${lines.join(" ")} Bookings confirmed from now on lock the shilling rate; prices shown in other currencies are estimates at these rates.`,
    });
  }
  if (form.intent === "save-plan") {
    const parsed = parsePlanSettingsForm(form, publishedTripSlugs());
    if (!parsed.ok)
      return answer(notSaved(Object.values(parsed.errors).join(" ")), 400, parsed.errors, form);
    await savePaymentPlanSettings(db, parsed.settings);
    return answer({
      tone: "success",
      title: "Payment plan saved",
      description: `A ${parsed.settings.depositPercent}% deposit at confirmation, the balance ${parsed.settings.balanceDueDays} days before departure.`,
    });
  }
  return answer(notSaved("Choose what to save: the plan, the rate, or resolve an entry."), 400);
}
