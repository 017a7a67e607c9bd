import { describe, expect, it } from "vitest";
import {
  blocksDeletion,
  parseAccountDeletion,
  parseEmailChange,
  parsePasswordChange,
} from "./account-forms";

describe("the account forms", () => {
  it("takes a new email address in lower case with the current password, and refuses a bad or unchanged one with a sentence", () => {
    const currentPassword = "my-current-password-1";
    expect(
      parseEmailChange({ newEmail: " Amina@Example.COM ", currentPassword }, "old@example.com"),
    ).toEqual({
      ok: true,
      values: { newEmail: "amina@example.com", currentPassword },
    });
    expect(parseEmailChange({ newEmail: "", currentPassword }, "old@example.com")).toEqual({
      ok: false,
      errors: { newEmail: "Please enter the new email address." },
    });
    expect(
      parseEmailChange({ newEmail: "amina at example", currentPassword }, "old@example.com"),
    ).toMatchObject({
      ok: false,
      errors: { newEmail: expect.stringMatching(/valid email address/) },
    });
    expect(
      parseEmailChange({ newEmail: "OLD@example.com", currentPassword }, "old@example.com"),
    ).toMatchObject({
      ok: false,
      errors: { newEmail: expect.stringMatching(/already your email/) },
    });
    // Without the current password nothing is asked of better-auth (decision 0043).
    expect(parseEmailChange({ newEmail: "amina@example.com" }, "old@example.com")).toEqual({
      ok: false,
      errors: { currentPassword: "Please enter your current password." },
    });
  });

  it("checks a password change field by field", () => {
    expect(
      parsePasswordChange({
        currentPassword: "old-password-1",
        newPassword: "a-new-passphrase-2",
        confirmPassword: "a-new-passphrase-2",
      }),
    ).toEqual({
      ok: true,
      values: { currentPassword: "old-password-1", newPassword: "a-new-passphrase-2" },
    });
    expect(parsePasswordChange({ newPassword: "short", confirmPassword: "short" })).toEqual({
      ok: false,
      errors: {
        currentPassword: "Please enter your current password.",
        newPassword: "Your new password must be at least 10 characters.",
      },
    });
    expect(
      parsePasswordChange({
        currentPassword: "old-password-1",
        newPassword: "a-new-passphrase-2",
        confirmPassword: "a-new-passphrase-3",
      }),
    ).toMatchObject({
      ok: false,
      errors: { confirmPassword: expect.stringMatching(/do not match/) },
    });
    expect(
      parsePasswordChange({
        currentPassword: "same-password-1",
        newPassword: "same-password-1",
        confirmPassword: "same-password-1",
      }),
    ).toMatchObject({ ok: false, errors: { newPassword: expect.stringMatching(/differ/) } });
  });

  it("asks for the password and the tick before deleting", () => {
    expect(parseAccountDeletion({ password: "secret-pass-1", understood: "yes" })).toEqual({
      ok: true,
      values: { password: "secret-pass-1" },
    });
    expect(parseAccountDeletion({})).toEqual({
      ok: false,
      errors: {
        password: "Please enter your password to confirm it is you.",
        understood: "Please tick the box to confirm you have read what is deleted and kept.",
      },
    });
  });

  it("an upcoming pending or confirmed trip stops a deletion; past and cancelled ones do not", () => {
    const today = "2026-11-24";
    expect(blocksDeletion({ status: "confirmed", endDate: "2026-11-24" }, today)).toBe(true);
    expect(blocksDeletion({ status: "pending", endDate: "2027-01-10" }, today)).toBe(true);
    expect(blocksDeletion({ status: "confirmed", endDate: "2026-11-23" }, today)).toBe(false);
    expect(blocksDeletion({ status: "cancelled", endDate: "2027-01-10" }, today)).toBe(false);
    expect(blocksDeletion({ status: "completed", endDate: "2026-11-01" }, today)).toBe(false);
  });
});
