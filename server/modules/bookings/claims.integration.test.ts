import { beforeAll, expect, it } from "vitest";
import { CapturingMailer, cookiesOf, send, testAuth } from "../../../tests/support/auth-requests";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import type { Auth } from "../accounts/auth";

process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";
process.env.AUTH_SECRET = "booking-claims-test-secret-at-least-32-characters";

const { insertBooking, listBookingsForViewer, findBookingForViewer } = await import("./store");
const { dataSubjectOf, exportAccountData } = await import("../accounts/account-data");
const { tripsMails } = await import("./trip-bookings");
const { bookingStatusMailOf } = await import("./operator-mail");
const { authSecret } = await import("../../platform/secret");
const { claimBookings, claimLink, openClaim } = await import("./claims");
const { claimRefusals, CLAIM_LINK_DAYS } = await import("../../../domain/booking/claim-link");

const password = "trekking-in-the-rain-42";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The claim link's token in a mail: the same in its text and its HTML part. */
function tokenIn(mail: { text: string; html: string }): string {
  const found = /https:\/\/kilele\.example\/bookings\/claim\/([A-Za-z0-9_~.-]+)/.exec(mail.text);
  if (!found) throw new Error(`no claim link in:\n${mail.text}`);
  expect(mail.html).toContain(`href="https://kilele.example/bookings/claim/${found[1]}"`);
  return found[1]!;
}

describeOnEachDatabase("the claim link in booking mails on %s", (t) => {
  const mailer = new CapturingMailer();
  let auth: Auth;

  beforeAll(() => {
    auth = testAuth(t, mailer, { rateLimit: false });
  });

  const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** A verified account (signed up and opened its link) as the claim and the dashboard see it. */
  async function account(label: string) {
    const email = unique(label);
    const signUp = await send(auth, "/sign-up/email", {
      body: { name: "Amina Otieno", email, password, callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    await send(auth, mailer.lastTo(email).link!, { cookie: cookiesOf(signUp) });
    const user = await t.db
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { id: user.id, email, emailVerified: true };
  }

  type Account = Awaited<ReturnType<typeof account>>;
  const viewer = (who: Account) => ({ userId: who.id, email: who.email, emailVerified: true });

  async function dashboardIds(who: Account) {
    return (await listBookingsForViewer(t.db, viewer(who))).map((row) => row.id);
  }

  async function guestBooking(email: string, now?: Date) {
    return insertBooking(
      t.db,
      bookingInput({ clientEmail: email, clientPhone: "+254711222333" }),
      now,
    );
  }

  /** The booking-received mail as the checkout sends it, and its claim token. */
  async function receivedMailToken(email: string) {
    const booking = await guestBooking(email);
    const [toTraveller, toOperator] = tripsMails.compose([booking]);
    expect(toTraveller!.to).toBe(email);
    expect(toOperator!.text).not.toContain("/bookings/claim/");
    return { booking, token: tokenIn(toTraveller!) };
  }

  it("the booking-received mail's link adds the booking to a signed-in account: dashboard, by id and export", async () => {
    const guestAddress = unique("wanjiru-work");
    const { booking, token } = await receivedMailToken(guestAddress);
    const wanjiru = await account("wanjiru");
    expect(await dashboardIds(wanjiru)).toEqual([]);

    const opened = await openClaim(t.db, authSecret(), token, wanjiru);
    expect(opened).toMatchObject({ ok: true, bookings: [{ id: booking.id, owner: "none" }] });
    // Opening the page changes nothing: only the confirmation's POST does.
    expect(await dashboardIds(wanjiru)).toEqual([]);

    expect(await claimBookings(t.db, authSecret(), token, wanjiru)).toMatchObject({
      ok: true,
      added: 1,
    });
    expect(await dashboardIds(wanjiru)).toEqual([booking.id]);
    expect((await findBookingForViewer(t.db, viewer(wanjiru), booking.id))?.id).toBe(booking.id);
    const { subject } = await dataSubjectOf(t.db, wanjiru);
    expect(JSON.stringify(await exportAccountData(t.db, subject))).toContain(booking.id);
    const history = await t.db
      .selectFrom("booking_events")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .execute();
    expect(history).toMatchObject([
      { actor_user_id: wanjiru.id, from_status: "pending", to_status: "pending" },
    ]);
    expect(history[0]!.note).toContain("link in a booking email");

    // A second click: already there, nothing added, no second history row.
    expect(await claimBookings(t.db, authSecret(), token, wanjiru)).toMatchObject({
      ok: true,
      added: 0,
    });
    expect(
      await t.db
        .selectFrom("booking_events")
        .select("id")
        .where("booking_id", "=", booking.id)
        .execute(),
    ).toHaveLength(1);
  });

  it("links only the booking of the mail, not the address's other bookings", async () => {
    const guestAddress = unique("kamau-home");
    const other = await guestBooking(guestAddress);
    const { booking, token } = await receivedMailToken(guestAddress);
    const kamau = await account("kamau");
    await claimBookings(t.db, authSecret(), token, kamau);
    expect(await dashboardIds(kamau)).toEqual([booking.id]);
    expect(await dashboardIds(kamau)).not.toContain(other.id);
  });

  it("the confirmation mail carries the link too; a booking made signed in carries none", async () => {
    const guestAddress = unique("njeri");
    const booking = await guestBooking(guestAddress);
    const confirmed = { ...booking, booking_status: "confirmed" as const };
    const event = {
      id: "e-1",
      booking_id: booking.id,
      from_status: "pending",
      to_status: "confirmed",
      note: null,
      reason: null,
      price_before_minor: null,
      price_after_minor: null,
      price_currency: null,
      actor_user_id: null,
      actor_email: null,
      created_at: new Date().toISOString(),
    };
    const mail = bookingStatusMailOf(confirmed, event)!;
    const njeri = await account("njeri");
    expect(await claimBookings(t.db, authSecret(), tokenIn(mail), njeri)).toMatchObject({
      ok: true,
      added: 1,
    });
    const own = bookingStatusMailOf({ ...confirmed, user_id: njeri.id }, event)!;
    expect(own.text).not.toContain("/bookings/claim/");
    expect(own.html).not.toContain("/bookings/claim/");
  });

  it("a booking in another account is refused with nothing changed", async () => {
    const guestAddress = unique("otieno");
    const { booking, token } = await receivedMailToken(guestAddress);
    const first = await account("otieno");
    const second = await account("mallory");
    await claimBookings(t.db, authSecret(), token, first);

    expect(await openClaim(t.db, authSecret(), token, second)).toMatchObject({
      ok: true,
      bookings: [{ owner: "other" }],
    });
    expect(await claimBookings(t.db, authSecret(), token, second)).toEqual({
      ok: false,
      kind: "conflict",
      message: claimRefusals.otherAccount,
    });
    expect(await dashboardIds(second)).toEqual([]);
    const row = await t.db
      .selectFrom("bookings")
      .select("user_id")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(first.id);
  });

  it("a forged, altered, expired or re-addressed link is refused, and an unverified account cannot claim", async () => {
    const guestAddress = unique("achieng");
    const { booking, token } = await receivedMailToken(guestAddress);
    const amina = await account("amina");
    const forged = { ok: false, kind: "not-found", message: claimRefusals.forged };
    const [value, sig] = token.split(".") as [string, string];
    const [, tag, expires] = value.split("_");
    const tries = [
      "nonsense",
      `${value}.${sig.slice(0, -2)}xx`,
      // Another booking's id under this link's signature.
      `${crypto.randomUUID()}_${tag}_${expires}.${sig}`,
      // A later expiry under the same signature.
      `${booking.id}_${tag}_${Number(expires) + 999}.${sig}`,
      // A review link's token for the same booking is for another purpose.
      `${booking.id}.${sig}`,
      "x".repeat(5000),
    ];
    for (const bad of tries)
      expect(await claimBookings(t.db, authSecret(), bad, amina)).toEqual(forged);

    const later = new Date(Date.now() + (CLAIM_LINK_DAYS + 1) * DAY_MS);
    expect(await claimBookings(t.db, authSecret(), token, amina, later)).toEqual({
      ok: false,
      kind: "expired",
      message: claimRefusals.expired,
    });

    expect(
      await claimBookings(t.db, authSecret(), token, { ...amina, emailVerified: false }),
    ).toMatchObject({ ok: false, kind: "forbidden" });

    // The booking's address changed since the mail: the link was for the old address only.
    await t.db
      .updateTable("bookings")
      .set({ client_email: unique("corrected") })
      .where("id", "=", booking.id)
      .execute();
    expect(await claimBookings(t.db, authSecret(), token, amina)).toEqual(forged);
    expect(await dashboardIds(amina)).toEqual([]);
  });

  it("an account that took a guest's address by an email change still does not see the guest's earlier bookings", async () => {
    const guestAddress = unique("grace");
    const earlier = await guestBooking(guestAddress, new Date("2026-01-05T10:00:00Z"));
    // The guest's link went to the guest's inbox; Mallory holds a session, not the mail.
    const link = claimLink("https://kilele.example", authSecret(), [earlier]);
    expect(link).not.toBeNull();
    const email = unique("mallory");
    const signUp = await send(auth, "/sign-up/email", {
      body: { name: "Mallory", email, password, callbackURL: "/" },
    });
    await send(auth, mailer.lastTo(email).link!, { cookie: cookiesOf(signUp) });
    const signIn = await send(auth, "/sign-in/email", { body: { email, password } });
    const cookie = cookiesOf(signIn);
    const asked = await send(auth, "/change-email", {
      body: { newEmail: guestAddress, currentPassword: password, callbackURL: "/" },
      cookie,
    });
    expect(asked.status).toBe(200);
    expect((await send(auth, mailer.lastTo(guestAddress).link!)).status).toBe(302);
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    const mallory = { id: session!.user.id, email: guestAddress, emailVerified: true };

    expect(await dashboardIds(mallory)).toEqual([]);
    expect(await findBookingForViewer(t.db, viewer(mallory), earlier.id)).toBeUndefined();
    // Only a made-up link is hers to try, and it is refused.
    const madeUp = `${earlier.id}_${"a".repeat(20)}_9999999999.${"B".repeat(43)}`;
    expect(await claimBookings(t.db, authSecret(), madeUp, mallory)).toMatchObject({
      ok: false,
      kind: "not-found",
    });
    expect(await dashboardIds(mallory)).toEqual([]);
  });
});
