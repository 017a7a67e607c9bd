import type { ErasureStep } from "../../platform/data-subject";
import { eraseTravellerDetailsOfBookings } from "./details";

/** The travellers' part of deleting an account (decisions 0031, 0032 and 0033). */
export const travellerErasureSteps: ErasureStep[] = [
  {
    // ID and residence permit numbers go; the categories stay with the price they explain (0033).
    name: "document numbers",
    run: async (trx, subject) => {
      if (!subject.ownBookingIds.length) return;
      await trx
        .updateTable("booking_travellers")
        .set({ document_number: null })
        .where("booking_id", "in", subject.ownBookingIds)
        .execute();
    },
  },
  {
    // Passport names, dates of birth, medical notes...: erased now, each with its audit row (0031).
    name: "traveller details",
    run: async (trx, subject) => {
      await eraseTravellerDetailsOfBookings(trx, subject.ownBookingIds, {
        // Not the traveller's address: the audit row outlives the account.
        actor: { id: null, email: "account deletion" },
        reason: "The traveller deleted their account.",
      });
    },
  },
];
