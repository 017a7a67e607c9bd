/**
 * The operator's replies to an inquiry (issue 30, decision 0072): written in the admin, mailed to
 * the traveller through the outbox and kept with the inquiry as its thread. The rules the admin's
 * form and the server share.
 */

/** A reply's longest text: a long answer with a day-by-day outline fits; a pasted book does not. */
export const REPLY_MAX_CHARACTERS = 5000;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The reply as it will be sent (trimmed, line endings as \n), or the sentence saying why not. */
export function checkReplyText(
  typed: string,
): { ok: true; text: string } | { ok: false; problem: string } {
  const text = typed.replace(/\r\n?/g, "\n").trim();
  if (text === "") return { ok: false, problem: "Write your reply before sending it." };
  if (text.length > REPLY_MAX_CHARACTERS)
    return {
      ok: false,
      problem: `Your reply is ${text.length.toLocaleString("en-US")} characters; a reply can be at most ${REPLY_MAX_CHARACTERS.toLocaleString("en-US")}. Shorten it, or send the rest in a second reply.`,
    };
  if (controlCharacters.test(text))
    return {
      ok: false,
      problem: "Your reply contains characters a mail cannot carry. Retype the marked part.",
    };
  return { ok: true, text };
}

/** What became of a reply's mail: stored and waiting, handed to the mail server, or given up on. */
export const inquiryReplyMailStatuses = ["queued", "sent", "failed"] as const;
export type InquiryReplyMailStatus = (typeof inquiryReplyMailStatuses)[number];

export const inquiryReplyMailLabels: Record<InquiryReplyMailStatus, string> = {
  queued: "Mail waiting to be sent",
  sent: "Mail sent",
  failed: "Mail not delivered",
};

/** The outbox's status of a mail as a reply's: anything not yet final is still waiting. */
export function replyMailStatusOf(
  outboxStatus: string | null | undefined,
): InquiryReplyMailStatus | null {
  if (outboxStatus === "sent") return "sent";
  if (outboxStatus === "failed") return "failed";
  if (outboxStatus === "queued" || outboxStatus === "sending") return "queued";
  return null;
}

/** The reply mail's subject: the traveller's own request and its reference. */
export function replySubject(kindLabel: string, reference: string): string {
  return `Re: your ${kindLabel.toLowerCase()} (${reference})`;
}
