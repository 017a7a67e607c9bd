import { data } from "react-router";
import type { Route } from "./+types/pricing";
import type { NoticeData } from "~/features/auth/notice";
import { factorsToForm } from "../../../domain/admin/pricing-form";
import {
  parseFactorsForm,
  previewPrices,
  sampleSituations,
} from "../../../domain/admin/pricing-form-parse";
import { getDb } from "../../../server/db";
import {
  demandNext90Days,
  pricingAuditTrail,
  savePricingFactors,
} from "../../../server/services/admin-pricing";
import { loadPricingFactors } from "../../../server/services/pricing";
import { adminUserContext } from "./layout.server";
import { isoDate } from "../../../domain/calendar";

export async function loader() {
  const { db } = getDb();
  const [factors, trail, demand] = await Promise.all([
    loadPricingFactors(db),
    pricingAuditTrail(db),
    demandNext90Days(db),
  ]);
  return {
    values: factorsToForm(factors),
    demand,
    trail: trail.map(({ id, actor_email, created_at, before_value, after_value }) => ({
      id,
      actor_email,
      created_at,
      changes: describeChanges(before_value, after_value),
    })),
  };
}

function describeChanges(before: string | null, after: string | null): string {
  try {
    const a = (before ? JSON.parse(before) : {}) as Record<string, unknown>;
    const b = (after ? JSON.parse(after) : {}) as Record<string, unknown>;
    const changed = Object.keys(b).filter(
      (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
    );
    return changed.length
      ? changed
          .map((key) => `${key}: ${JSON.stringify(a[key] ?? null)} to ${JSON.stringify(b[key])}`)
          .join("; ")
      : "No change";
  } catch {
    return "Changed";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  const parsed = parseFactorsForm(form);
  if (!parsed.ok) {
    return data(
      {
        notice: {
          tone: "error",
          title: "Not saved",
          description: "Some values are outside their allowed ranges; see the fields below.",
        } satisfies NoticeData,
        errors: parsed.errors,
        values: form,
        preview: null,
      },
      { status: 400 },
    );
  }
  const { db } = getDb();
  if (form.intent === "save") {
    await savePricingFactors(db, parsed.factors, { id: admin.id, email: admin.email });
    return data({
      notice: {
        tone: "success",
        title: "Pricing factors saved",
        description: "New prices apply to every quote and booking from now on.",
      } satisfies NoticeData,
      errors: {},
      values: null,
      preview: null,
    });
  }
  const today = isoDate(new Date());
  const preview = previewPrices(
    sampleSituations(today),
    today,
    await loadPricingFactors(db),
    parsed.factors,
  );
  return data({ notice: null, errors: {}, values: form, preview });
}
