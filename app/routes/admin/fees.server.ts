import { data } from "react-router";
import type { Route } from "./+types/fees";
import type { NoticeData } from "~/features/auth/notice";
import { publishedTrips } from "../../../server/modules/catalogue";
import {
  parkFeeFields,
  parseParkFee,
  type ParkFeeField,
  type ParkFeeInput,
} from "../../../domain/pricing/park-fees";
import { parkFeeAuditTrail, saveParkFee, loadParkFees } from "../../../server/modules/pricing";
import { unpaidBookingsAffected, type AffectedBooking } from "../../../server/modules/bookings";
import { adminUserContext } from "./layout.server";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";

/** Every fee on record, the one being edited (?edit=id) and the latest changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [fees, trail] = await Promise.all([loadParkFees(db), parkFeeAuditTrail(db)]);
  const editId = new URL(request.url).searchParams.get("edit");
  return {
    fees,
    editing: fees.find((fee) => fee.id === editId) ?? null,
    trail,
    // The trips whose content names a park (decision 0033), by title.
    payingTrips: publishedTrips()
      .filter((trip) => trip.parkFees.length > 0)
      .map((trip) => trip.title),
  };
}

export interface FeeAnswer {
  notice: NoticeData;
  /** The fee being edited; null for a new one. */
  id: string | null;
  values: ParkFeeInput;
  errors?: Partial<Record<ParkFeeField, string>>;
  /** Unpaid bookings the fee as typed applies to; null before a check. */
  affected: AffectedBooking[] | null;
}

/**
 * "check": which unpaid bookings the fee as typed would apply to, nothing stored.
 * "save": store it (with its audit entry) and list the same bookings, which keep their price.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = await request.formData();
  const values = Object.fromEntries(
    parkFeeFields.map((field) => [field, String(form.get(field) ?? "").slice(0, 40)]),
  ) as unknown as ParkFeeInput;
  const id = String(form.get("id") ?? "").slice(0, 80) || null;
  const db = context.get(dbContext);
  const today = businessToday();
  const refused = (status: 400 | 404, errors: Partial<Record<ParkFeeField, string>>) =>
    data<FeeAnswer>(
      {
        notice: {
          tone: "error",
          title: "Fee not saved",
          description: "Correct the fields marked below; nothing was stored.",
        },
        id,
        values,
        errors,
        affected: null,
      },
      { status },
    );

  if (form.get("intent") === "check") {
    const others = (await loadParkFees(db)).filter((fee) => fee.id !== id);
    const parsed = parseParkFee(values, others);
    if (!parsed.ok) return refused(400, parsed.errors);
    const affected = await unpaidBookingsAffected(db, parsed.fee, today);
    return data<FeeAnswer>({
      notice: {
        tone: "success",
        title: "Checked, not saved yet",
        description: `${affected.length} unpaid ${affected.length === 1 ? "booking travels" : "bookings travel"} under this fee. Save to use it for new quotes.`,
      },
      id,
      values,
      affected,
    });
  }

  const saved = await saveParkFee(db, id, values, { id: admin.id, email: admin.email });
  if (!saved.ok) return refused(statusOfRefusal(saved.kind), saved.errors);
  const affected = await unpaidBookingsAffected(db, saved.fee, today);
  return data<FeeAnswer>({
    notice: {
      tone: "success",
      title: saved.created ? "Fee added" : "Fee saved",
      description: `New quotes use it from now on. ${affected.length} unpaid ${affected.length === 1 ? "booking travels" : "bookings travel"} under it and ${affected.length === 1 ? "keeps its" : "keep their"} booked price.`,
    },
    id: saved.fee.id,
    values,
    affected,
  });
}
