import { sql } from "kysely";
import { normalizeEmail } from "../../../domain/contact/email";
import type { ErasureStep } from "../../platform/data-subject";

/** The account's questions and quote requests, by its address or its own bookings (decision 0032). */
export const inquiryErasure: ErasureStep = {
  name: "inquiries",
  run: async (trx, subject) => {
    const sameEmail = sql<boolean>`lower(email) = ${normalizeEmail(subject.email)}`;
    await trx
      .deleteFrom("inquiries")
      .where((eb) =>
        subject.ownBookingIds.length
          ? eb.or([sameEmail, eb("booking_id", "in", subject.ownBookingIds)])
          : sameEmail,
      )
      .execute();
  },
};
