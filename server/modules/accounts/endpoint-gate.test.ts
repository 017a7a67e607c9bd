import { describe, expect, it } from "vitest";
import { authGateRefusal } from "./endpoint-gate";

const noQuery = new URLSearchParams();

describe("the /api/auth gate", () => {
  it("lets through the endpoints the site's forms and mail links use", () => {
    for (const [method, path] of [
      ["POST", "/sign-in/email"],
      ["POST", "/sign-up/email"],
      ["POST", "/sign-out"],
      ["POST", "/request-password-reset"],
      ["POST", "/reset-password"],
      ["POST", "/change-email"],
      ["POST", "/change-password"],
      ["POST", "/delete-user"],
      ["GET", "/verify-email"],
      ["GET", "/reset-password/abcDEF123"],
    ])
      expect(authGateRefusal(method!, path!, noQuery, undefined), path).toBeNull();
  });

  it("answers 404 for better-auth's other endpoints and methods", () => {
    for (const [method, path] of [
      ["POST", "/verify-password"],
      ["GET", "/list-accounts"],
      ["GET", "/list-sessions"],
      ["POST", "/update-session"],
      ["GET", "/get-session"],
      ["GET", "/sign-in/email"],
      ["DELETE", "/sign-out"],
      ["GET", "/reset-password/a/b"],
      // Two-factor sign-in (decision 0046) goes through the site's own forms (/auth/two-factor,
      // /admin/two-factor), never straight to better-auth: a stolen session cannot turn it off.
      ["POST", "/two-factor/disable"],
      ["POST", "/two-factor/enable"],
      ["POST", "/two-factor/verify-totp"],
      ["POST", "/two-factor/verify-backup-code"],
      ["POST", "/two-factor/get-totp-uri"],
      ["POST", "/two-factor/generate-backup-codes"],
    ])
      expect(authGateRefusal(method!, path!, noQuery, undefined), path).toEqual({
        status: 404,
        error: `No API endpoint at /api/auth${path}.`,
      });
  });

  it("refuses a redirect parameter that names another site, in the query or the body", () => {
    const hostile = ["https://evil.example", "/.//evil.example/x", "//evil.example", 42];
    for (const value of hostile) {
      expect(
        authGateRefusal(
          "GET",
          "/verify-email",
          new URLSearchParams({ token: "t", callbackURL: String(value) }),
          undefined,
        ),
        String(value),
      ).toMatchObject({ status: 400, error: expect.stringMatching(/^callbackURL: /) });
      expect(
        authGateRefusal("POST", "/request-password-reset", noQuery, {
          email: "a@b.example",
          redirectTo: value,
        }),
        String(value),
      ).toMatchObject({ status: 400, error: expect.stringMatching(/^redirectTo: /) });
    }
    expect(
      authGateRefusal(
        "GET",
        "/verify-email",
        new URLSearchParams({ token: "t", callbackURL: "/auth/verified" }),
        undefined,
      ),
    ).toBeNull();
    expect(
      authGateRefusal("POST", "/change-email", noQuery, {
        newEmail: "n@b.example",
        callbackURL: "/dashboard/account?done=email-changed",
      }),
    ).toBeNull();
  });

  it("refuses a NUL anywhere in the body, the query or the path (PostgreSQL answered 500)", () => {
    // The fuzz bench's counterexample on PostgreSQL: better-auth looked the token up and the
    // driver failed on the NUL ("invalid byte sequence for encoding UTF8: 0x00").
    const nul = { status: 400, error: expect.stringContaining("NUL") };
    expect(
      authGateRefusal("POST", "/reset-password", noQuery, {
        token: "\u0000",
        newPassword: "Kilele-trek-2030",
      }),
    ).toMatchObject(nul);
    expect(
      authGateRefusal("POST", "/sign-up/email", noQuery, {
        name: ["x", { deep: "a\u0000b" }],
        email: "a@b.example",
      }),
    ).toMatchObject(nul);
    expect(
      authGateRefusal("GET", "/verify-email", new URLSearchParams({ token: "a\u0000" }), undefined),
    ).toMatchObject(nul);
    expect(authGateRefusal("GET", "/reset-password/ab%00cd", noQuery, undefined)).toMatchObject(
      nul,
    );
    expect(
      authGateRefusal("POST", "/reset-password", noQuery, {
        token: "abc",
        newPassword: "Kilele-trek-2030",
      }),
    ).toBeNull();
  });
});
