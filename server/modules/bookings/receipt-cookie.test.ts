import { describe, expect, it } from "vitest";
import { bookingIdsFromReceipt, bookingReceiptCookie } from "./receipt-cookie";

const secret = "a-test-secret-that-is-at-least-32-characters";
const ids = ["e345c836-1f2a-4b6c-9d0e-123456789abc", "0a1b2c3d-1f2a-4b6c-9d0e-123456789abc"];
const now = new Date("2030-01-10T08:00:00Z");

/** The Cookie header a browser sends back for a Set-Cookie value. */
function sentBack(setCookie: string): string {
  return `theme=dark; ${setCookie.split(";")[0]}`;
}

describe("the booking receipt cookie", () => {
  it("lets the browser that booked read its bookings for two hours", () => {
    const cookie = bookingReceiptCookie(secret, ids, { now, secure: true });
    expect(cookie).toMatch(/; Path=\/booking; Max-Age=7200; HttpOnly; SameSite=Lax; Secure$/);
    expect(bookingIdsFromReceipt(sentBack(cookie), secret, now)).toEqual(ids);
    const later = new Date(now.getTime() + 2 * 60 * 60 * 1000 + 1000);
    expect(bookingIdsFromReceipt(sentBack(cookie), secret, later)).toEqual([]);
  });

  it("shows nothing for an edited list, another site's secret or no cookie at all", () => {
    const cookie = sentBack(bookingReceiptCookie(secret, ids, { now, secure: false }));
    const [name, value] = cookie.split("; ")[1]!.split("=");
    const [payload, signature] = value!.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ids: ["someone-elses-booking"], expires: 9_999_999_999 }),
    ).toString("base64url");
    expect(bookingIdsFromReceipt(`${name}=${forged}.${signature}`, secret, now)).toEqual([]);
    expect(bookingIdsFromReceipt(`${name}=${payload}.x${signature}`, secret, now)).toEqual([]);
    expect(bookingIdsFromReceipt(cookie, `${secret}-other`, now)).toEqual([]);
    expect(bookingIdsFromReceipt(undefined, secret, now)).toEqual([]);
    expect(bookingIdsFromReceipt("kilele.booked=garbage", secret, now)).toEqual([]);
  });
});
