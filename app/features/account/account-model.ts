import type { NoticeData } from "~/features/auth/notice";

/** What the account page's forms answer when they refuse (the success answers are redirects). */
export interface AccountActionData {
  intent: "change-email" | "change-password" | "delete-account" | "unknown";
  /** One sentence per field, by the field's name. */
  errors: Partial<Record<string, string>>;
  /** What goes back into the form; never a password. */
  values: Partial<Record<string, string>>;
  notice?: string;
}

export type AccountNoticeKey = "email-requested" | "email-changed" | "password" | "deleted";

/** The sentence a finished change leaves on the page (after its redirect). */
export const accountNotices: Record<Exclude<AccountNoticeKey, "deleted">, NoticeData> = {
  "email-requested": {
    tone: "success",
    title: "Check your new inbox",
    description:
      "We sent a link to your new address. Your email changes when you open it; until then, sign in with your current one. We told your current address too.",
  },
  "email-changed": {
    tone: "success",
    title: "Email changed",
    description: "Your account now uses your new address. Sign in with it from now on.",
  },
  password: {
    tone: "success",
    title: "Password changed",
    description:
      "Your new password works now, and every other device was signed out. We emailed you a notice.",
  },
};
