import { sql } from "kysely";
import { normalizeEmail } from "../../../domain/contact/email";
import type { ErasureStep } from "../data-subject";

/** The mails kept for the account's address, sent or waiting (decision 0032). */
export const mailErasure: ErasureStep = {
  name: "mails",
  run: async (trx, subject) => {
    await trx
      .deleteFrom("mail_outbox")
      .where(sql<boolean>`lower(recipient) = ${normalizeEmail(subject.email)}`)
      .execute();
  },
};
