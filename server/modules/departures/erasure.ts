import { sql } from "kysely";
import { normalizeEmail } from "../../../domain/contact/email";
import type { ErasureStep } from "../../platform/data-subject";

/** The account's places on waiting lists, by its address (decision 0032). */
export const waitlistErasure: ErasureStep = {
  name: "waitlist",
  run: async (trx, subject) => {
    await trx
      .deleteFrom("departure_waitlist")
      .where(sql<boolean>`lower(email) = ${normalizeEmail(subject.email)}`)
      .execute();
  },
};
