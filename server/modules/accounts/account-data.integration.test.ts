import { beforeAll, expect, it } from "vitest";
import {
  CapturingMailer,
  cookiesOf,
  send,
  sessionCookie,
  testAuth,
} from "../../../tests/support/auth-requests";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { aProcess } from "../../../tests/support/recording-outbox";
import type { Auth } from "./auth";

process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";

const { insertBooking, listBookingsForViewer, findBookingForViewer, keepEmailBookingsWithAccount } =
  await import("../bookings/store");
const { insertInquiry } = await import("../inquiries/inquiries");
const { sendProposal } = await import("../proposals/proposals");
const { recordPayment, bookingBalance } = await import("../payments/ledger");
const { dataSubjectOf, eraseAccountData, erasedEmail, exportAccountData, ERASED_NAME } =
  await import("./account-data");

const password = "trekking-in-the-rain-42";

describeOnEachDatabase("the traveller's data on %s", (t) => {
  const mailer = new CapturingMailer();
  const operator = aProcess(() => t.db);
  let auth: Auth;

  beforeAll(() => {
    auth = testAuth(t, mailer, {
      rateLimit: false,
      beforeDeleteUser: async (user) => {
        await eraseAccountData(t.db, user, operator.outbox);
      },
    });
  });

  /** A verified account with a session, and its user row. */
  async function signedUp(label: string) {
    const email = `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const signUp = await send(auth, "/sign-up/email", {
      body: { name: "Amina Otieno", email, password, callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    await t.db
      .updateTable("user")
      .set({ emailVerified: t.dialect === "sqlite" ? 1 : true })
      .where("email", "=", email)
      .execute();
    const signIn = await send(auth, "/sign-in/email", { body: { email, password } });
    const user = await t.db
      .selectFrom("user")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { email, user, cookie: sessionCookie(signIn) };
  }

  let departuresMade = 0;

  /** An M-Pesa payment the operator recorded on the booking. */
  async function paidOn(bookingId: string, amountMinor: number) {
    await recordPayment(t.db, {
      bookingId,
      amountMinor,
      currency: "USD",
      method: "mpesa-paybill",
      providerReference: `QK${crypto.randomUUID().slice(0, 8)}`,
      recordedBy: "operator@example.com",
      now: new Date("2026-01-10T10:00:00Z"),
    });
  }

  /**
   * A traveller's details on the booking's first seat (decision 0031), on the row that carries
   * their category and document number from the booking (migration 0021).
   */
  async function travellerOn(
    bookingId: string,
    person: {
      fullName: string;
      dateOfBirth: string;
      medicalNotes: string;
      category?: "kenyan-citizen";
      documentNumber?: string;
    },
  ) {
    await t.db
      .insertInto("booking_travellers")
      .values({
        booking_id: bookingId,
        slot: 1,
        category: person.category ?? null,
        document_number: person.documentNumber ?? null,
        full_name: person.fullName,
        date_of_birth: person.dateOfBirth,
        medical_notes: person.medicalNotes,
        filled_by: "booker",
        filled_at: "2026-01-07T10:00:00.000Z",
        updated_at: "2026-01-07T10:00:00.000Z",
      })
      .execute();
  }

  /** A past, paid trip; a cancelled request; a message, a quote request, a waitlist place, a review. */
  async function travellerHistory(user: { id: string }, email: string) {
    const paid = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2026-03-01",
        status: "completed",
        clientEmail: email,
        clientName: "Amina Otieno",
        clientPhone: "+254712345678",
        specialRequirements: "Vegetarian; asthma inhaler",
        userId: user.id,
      }),
      new Date("2026-01-05T10:00:00Z"),
    );
    await paidOn(paid.id, 170_000);
    const cancelled = await insertBooking(
      t.db,
      bookingInput({ bookingDate: "2026-05-01", status: "cancelled", clientEmail: email }),
    );
    await t.db
      .insertInto("booking_events")
      .values({
        id: crypto.randomUUID(),
        booking_id: paid.id,
        from_status: "pending",
        to_status: "confirmed",
        note: "Amina asked for a window seat",
        actor_user_id: null,
        actor_email: "operator@example.com",
        created_at: "2026-01-06T10:00:00.000Z",
      })
      .execute();
    const asked = await insertInquiry(
      t.db,
      "contact",
      { name: "Amina", message: "Do you rent boots?" },
      email,
    );
    await t.db
      .insertInto("inquiry_replies")
      .values({
        id: crypto.randomUUID(),
        inquiry_id: asked.id,
        author_id: "staff-1",
        author_name: "Otieno Operator",
        body: "Yes: boots in every size at the gate.",
        mail_id: null,
        mail_status: "sent",
        created_at: "2026-02-02T08:00:00.000Z",
      })
      .execute();
    const proposal = await sendProposal(
      t.db,
      {
        id: null,
        note: "",
        draft: {
          title: "Amina's Mara weekend",
          client: { name: "Amina Otieno", email: email.toUpperCase(), phone: "0712 345 678" },
          inquiryId: asked.id,
          message: "",
          party: [{ category: "non-resident", adults: 2, childAges: [] }],
          days: [
            {
              date: "2026-04-01",
              title: "The Mara",
              description: "",
              activities: [],
              accommodation: "Camp",
              meals: "",
              park: null,
              photo: null,
            },
          ],
          lines: [
            {
              kind: "item",
              label: "Camp and vehicle",
              basis: "group-trip",
              nights: null,
              costMinor: 70_000,
              marginMinor: 30_000,
              priceMinor: 100_000,
            },
          ],
          currency: "USD",
          expiresOn: "2026-02-20",
          included: [],
          notIncluded: [],
        },
      },
      { id: "admin-1", email: "operator@example.com" },
      {
        secret: "proposal-test-secret-0123456789abcdef",
        mailer: { send: async () => {} },
        now: new Date("2026-02-02T09:00:00Z"),
      },
    );
    if (!proposal.ok) throw new Error(JSON.stringify(proposal.errors));
    await insertInquiry(t.db, "school-quote", { school: "Nairobi Academy" }, email.toUpperCase());
    await t.db
      .insertInto("reviews")
      .values({
        id: crypto.randomUUID(),
        booking_id: paid.id,
        trip_slug: "point-lenana",
        rating: 5,
        text: "Sunrise on Lenana, unforgettable.",
        first_name: "Amina",
        country: "Kenya",
        created_at: "2026-03-08T10:00:00.000Z",
        reply: null,
        replied_at: null,
      })
      .execute();
    // A traveller's details, category and document number on the paid booking.
    await travellerOn(paid.id, {
      fullName: "Amina Wanjiru Otieno",
      dateOfBirth: "1991-02-03",
      medicalNotes: "Asthma inhaler",
      category: "kenyan-citizen",
      documentNumber: "23456789",
    });
    const departureId = crypto.randomUUID();
    await t.db
      .insertInto("departures")
      .values({
        id: departureId,
        trip_slug: "hells-gate",
        // A date of its own per call: two random dates once collided on the (trip, date) key.
        date: new Date(Date.UTC(2031, 0, 1 + departuresMade++)).toISOString().slice(0, 10),
        seats: 8,
        minimum_to_run: 2,
        sales_cutoff_days: 2,
        source: "operator",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    await t.db
      .insertInto("departure_waitlist")
      .values({
        id: crypto.randomUUID(),
        departure_id: departureId,
        email,
        participants: 2,
        created_at: "2026-02-01T00:00:00.000Z",
        offered_at: null,
        hold_expires_at: null,
      })
      .execute();
    return { paid, cancelled, proposalId: proposal.id };
  }

  it("exports everything held about the traveller, section by section", async () => {
    const { email, user } = await signedUp("export");
    const { paid, cancelled } = await travellerHistory(user, email);
    const { subject } = await dataSubjectOf(t.db, { ...user, emailVerified: true });
    const file = await exportAccountData(t.db, subject, new Date("2026-11-24T10:00:00Z"));
    const section = (key: string) => file.sections.find((one) => one.key === key)?.items ?? [];
    expect(file.sections.map((one) => one.key)).toEqual([
      "account",
      "bookings",
      "bookingEvents",
      "payments",
      "travellers",
      "travellerCategories",
      "reviews",
      "inquiries",
      "waitlist",
      "proposals",
    ]);
    expect(section("travellers")).toEqual([
      expect.objectContaining({
        bookingId: paid.id,
        slot: 1,
        details: expect.objectContaining({
          fullName: "Amina Wanjiru Otieno",
          medicalNotes: "Asthma inhaler",
        }),
      }),
    ]);
    expect(section("travellerCategories")).toEqual([
      { booking_id: paid.id, slot: 1, category: "kenyan-citizen", document_number: "23456789" },
    ]);
    expect(section("account")).toEqual([expect.objectContaining({ email, name: "Amina Otieno" })]);
    expect(
      section("bookings")
        .map((row) => (row as { id: string }).id)
        .sort(),
    ).toEqual([paid.id, cancelled.id].sort());
    expect(section("bookings")).toContainEqual(
      expect.objectContaining({ special_requirements: "Vegetarian; asthma inhaler" }),
    );
    expect(section("bookingEvents")).toContainEqual(
      expect.objectContaining({ note: "Amina asked for a window seat" }),
    );
    // The operator's own details (who recorded it, the actor) are not the traveller's data.
    expect(section("payments")).toEqual([
      expect.objectContaining({ amount_minor: 170_000, method: "mpesa-paybill" }),
    ]);
    expect(JSON.stringify(section("payments"))).not.toContain("operator@example.com");
    expect(section("reviews")).toEqual([expect.objectContaining({ rating: 5 })]);
    expect(section("inquiries")).toHaveLength(2);
    expect(section("inquiries")).toContainEqual(
      expect.objectContaining({
        kind: "contact",
        payload: { name: "Amina", message: "Do you rent boots?" },
        // The operator's reply is there; who on the team wrote it is not.
        replies: [
          { body: "Yes: boots in every size at the gate.", sent_at: "2026-02-02T08:00:00.000Z" },
        ],
      }),
    );
    expect(JSON.stringify(section("inquiries"))).not.toContain("Otieno Operator");
    // The proposal as the client read it: the price, never the operator's cost or margin.
    expect(section("proposals")).toEqual([
      expect.objectContaining({
        title: "Amina's Mara weekend",
        status: "open",
        acceptance: null,
        versions: [expect.objectContaining({ number: 1, expiresOn: "2026-02-20" })],
      }),
    ]);
    expect(JSON.stringify(section("proposals"))).toContain("$1,000");
    expect(JSON.stringify(section("proposals"))).not.toMatch(/costMinor|marginMinor|70000/);
    expect(section("waitlist")).toEqual([
      expect.objectContaining({ participants: 2, trip_slug: "hells-gate" }),
    ]);
  });

  it("deletes an account only with its password, keeps the bookings and payments without personal data", async () => {
    const { email, user, cookie } = await signedUp("delete");
    const { paid, cancelled, proposalId } = await travellerHistory(user, email);
    const other = await send(auth, "/sign-in/email", { body: { email, password } });

    expect((await send(auth, "/delete-user", { body: {}, cookie })).status).toBe(400);
    const wrong = await send(auth, "/delete-user", {
      body: { password: "not-my-password-9" },
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    expect(
      await t.db
        .selectFrom("bookings")
        .select("client_name")
        .where("id", "=", paid.id)
        .executeTakeFirst(),
    ).toEqual({ client_name: "Amina Otieno" });

    const deleted = await send(auth, "/delete-user", { body: { password }, cookie });
    expect(deleted.status).toBe(200);
    // The account, and every session of it, are gone.
    expect(await t.db.selectFrom("user").select("id").where("id", "=", user.id).execute()).toEqual(
      [],
    );
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: sessionCookie(other) }),
    });
    expect(session).toBeNull();

    const kept = await t.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "in", [paid.id, cancelled.id])
      .orderBy("booking_date")
      .execute();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatchObject({
      id: paid.id,
      booking_date: "2026-03-01",
      total_price: 1700,
      booking_status: "completed",
      client_name: ERASED_NAME,
      client_email: erasedEmail(paid.id),
      client_phone: null,
      special_requirements: null,
      user_id: null,
    });
    expect(kept[1]!.client_email).toBe(erasedEmail(cancelled.id));
    expect(
      await t.db
        .selectFrom("payments")
        .select("amount_minor")
        .where("booking_id", "=", paid.id)
        .execute(),
    ).toEqual([{ amount_minor: 170_000 }]);
    const events = await t.db
      .selectFrom("booking_events")
      .select(["to_status", "note"])
      .where("booking_id", "=", paid.id)
      .execute();
    expect(events).toEqual([{ to_status: "confirmed", note: null }]);
    const lower = email.toLowerCase();
    expect(
      await t.db
        .selectFrom("inquiries")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", lower))
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom("departure_waitlist").select("id").where("email", "=", email).execute(),
    ).toEqual([]);
    // The proposals written for the address go, their versions with them.
    expect(
      await t.db
        .selectFrom("proposals")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["client_email"]), "=", lower))
        .execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom("proposal_versions")
        .select("number")
        .where("proposal_id", "=", proposalId)
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom("reviews").select("id").where("booking_id", "=", paid.id).execute(),
    ).toEqual([]);
    // A resident price's document number is erased; the category stays with the price (0033).
    expect(
      await t.db
        .selectFrom("booking_travellers")
        .select(["category", "document_number"])
        .where("booking_id", "=", paid.id)
        .execute(),
    ).toEqual([{ category: "kenyan-citizen", document_number: null }]);
    // The travellers' details are erased, and the audit row does not name the account.
    expect(
      await t.db
        .selectFrom("booking_travellers")
        .select(["full_name", "date_of_birth", "medical_notes"])
        .where("booking_id", "=", paid.id)
        .execute(),
    ).toEqual([{ full_name: null, date_of_birth: null, medical_notes: null }]);
    const audit = await t.db
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("subject", "=", paid.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: "traveller-details.erased",
        actor_email: "account deletion",
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);
    // The operator is told which references were kept, and the mail does not name the traveller.
    const notice = operator.delivered.find((mail) =>
      mail.text.includes(paid.id.slice(0, 8).toUpperCase()),
    );
    expect(notice).toMatchObject({
      to: "operator@example.com",
      subject: "A traveller deleted their account",
    });
    expect(notice!.text).not.toContain(email);
    expect(notice!.text).not.toContain("Amina");
  });

  it("changes the email only when the new address opens its link; a password change mails a notice and signs out other devices", async () => {
    const { email, cookie } = await signedUp("change");
    const newEmail = `new-${crypto.randomUUID().slice(0, 6)}@example.com`;
    // With the current password (decision 0043; account-bookings.integration.test.ts tries without).
    const asked = await send(auth, "/change-email", {
      body: {
        newEmail,
        currentPassword: password,
        callbackURL: "/dashboard/account?done=email-changed",
      },
      cookie,
    });
    expect(asked.status).toBe(200);
    const link = mailer.lastTo(newEmail);
    expect(link.subject).toMatch(/Confirm your new email/);
    expect(
      await t.db.selectFrom("user").select("email").where("email", "=", email).execute(),
    ).toHaveLength(1);
    const opened = await send(auth, link.link!, { cookie });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/dashboard/account?done=email-changed");
    expect(
      await t.db.selectFrom("user").select("email").where("email", "=", newEmail).execute(),
    ).toHaveLength(1);

    const other = await send(auth, "/sign-in/email", { body: { email: newEmail, password } });
    const wrong = await send(auth, "/change-password", {
      body: {
        currentPassword: "not-my-password-9",
        newPassword: "a-much-longer-passphrase-7",
        revokeOtherSessions: true,
      },
      cookie,
    });
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    const changed = await send(auth, "/change-password", {
      body: {
        currentPassword: password,
        newPassword: "a-much-longer-passphrase-7",
        revokeOtherSessions: true,
      },
      cookie,
    });
    expect(changed.status).toBe(200);
    expect(mailer.lastTo(newEmail).subject).toMatch(/password was changed/);
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: sessionCookie(other) }) }),
    ).toBeNull();
    expect(
      (await send(auth, "/sign-in/email", { body: { email: newEmail, password } })).status,
    ).toBe(401);
  });

  // ---- who sees which bookings (issue 26 items 4 and 6, decision 0043) ----------------------
  // An address gained through an email change brings no earlier bookings; deleting an account
  // erases only its own bookings and, from another account's bookings that carry its address,
  // only its contact details.

  const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** Signs up and verifies through the link in its own browser, then signs in. */
  async function account(label: string, name: string, email = unique(label)) {
    const signUp = await send(auth, "/sign-up/email", {
      body: { name, email, password, callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    const verified = await send(auth, mailer.lastTo(email).link!, { cookie: cookiesOf(signUp) });
    expect(verified.location).toBe("/");
    const signIn = await send(auth, "/sign-in/email", { body: { email, password } });
    expect(signIn.status).toBe(200);
    return { email, cookie: sessionCookie(signIn) };
  }

  /** What the dashboard is given for this browser: the session's user, as the pages read it. */
  async function viewerOf(cookie: string) {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) throw new Error("not signed in");
    const { id, email, emailVerified, name } = session.user;
    return { userId: id, email, emailVerified, name };
  }

  async function dashboardIds(cookie: string): Promise<string[]> {
    return (await listBookingsForViewer(t.db, await viewerOf(cookie))).map((row) => row.id);
  }

  /** A guest's booking (made signed out) with their phone and a traveller's medical notes. */
  async function guestBooking(email: string, now?: Date) {
    const booking = await insertBooking(
      t.db,
      bookingInput({
        clientEmail: email,
        clientName: "Grace Wambui",
        clientPhone: "+254711222333",
        specialRequirements: "Diabetic: insulin in the cool box",
      }),
      now,
    );
    await travellerOn(booking.id, {
      fullName: "Grace Wambui",
      dateOfBirth: "1984-05-06",
      medicalNotes: "Type 1 diabetes",
    });
    return booking;
  }

  /** Asks for the change with the password, and the new address's owner opens the link. */
  async function changeEmail(cookie: string, newEmail: string) {
    const asked = await send(auth, "/change-email", {
      body: { newEmail, currentPassword: password, callbackURL: "/dashboard/account" },
      cookie,
    });
    expect(asked.status).toBe(200);
    // Opened in the address owner's own browser: no session there.
    const opened = await send(auth, mailer.lastTo(newEmail).link!);
    expect(opened.status).toBe(302);
  }

  it("an email change to a guest's address, confirmed by the guest's click, shows the account none of the guest's bookings", async () => {
    const guestEmail = unique("grace");
    const earlier = await guestBooking(guestEmail, new Date("2026-01-05T10:00:00Z"));
    const mallory = await account("mallory", "Mallory");
    expect(await dashboardIds(mallory.cookie)).toEqual([]);

    await changeEmail(mallory.cookie, guestEmail);
    const viewer = await viewerOf(mallory.cookie);
    expect(viewer).toMatchObject({ email: guestEmail, emailVerified: true });
    // Not on the dashboard, not by its id (statement, payment page, travellers' page), not in the export.
    expect(await dashboardIds(mallory.cookie)).toEqual([]);
    expect(await findBookingForViewer(t.db, viewer, earlier.id)).toBeUndefined();
    const { subject } = await dataSubjectOf(t.db, { ...viewer, id: viewer.userId });
    const file = await exportAccountData(t.db, subject);
    expect(JSON.stringify(file)).not.toContain("Type 1 diabetes");
    expect(JSON.stringify(file)).not.toContain("+254711222333");

    // Moving on to a third address does not carry the guest's bookings along either.
    await keepEmailBookingsWithAccount(t.db, viewer);
    await changeEmail(mallory.cookie, unique("mallory-again"));
    expect(await dashboardIds(mallory.cookie)).toEqual([]);
    expect(
      await t.db
        .selectFrom("bookings")
        .select("user_id")
        .where("id", "=", earlier.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ user_id: null });
  });

  it("bookings made with an address after the account took it, and the old address's bookings, stay with the account", async () => {
    const amina = await account("amina", "Amina Otieno");
    const before = await guestBooking(amina.email);
    const newEmail = unique("amina-new");
    const olderWithNew = await guestBooking(newEmail, new Date("2026-01-05T10:00:00Z"));

    await keepEmailBookingsWithAccount(t.db, await viewerOf(amina.cookie));
    await changeEmail(amina.cookie, newEmail);
    const later = await guestBooking(newEmail);
    const shown = await dashboardIds(amina.cookie);
    expect(shown.sort()).toEqual([before.id, later.id].sort());
    expect(shown).not.toContain(olderWithNew.id);
  });

  it("the address's owner who signs up and verifies it sees the bookings made with it, in the sign-up browser or another", async () => {
    const ownEmail = unique("wanjiru");
    const booked = await guestBooking(ownEmail, new Date("2026-01-05T10:00:00Z"));
    const wanjiru = await account("wanjiru", "Wanjiru Kamau", ownEmail);
    expect(await dashboardIds(wanjiru.cookie)).toEqual([booked.id]);

    // Someone else signed up with the address: its owner's click claims the account (a new password).
    const otherEmail = unique("kamau");
    const otherBooking = await guestBooking(otherEmail, new Date("2026-01-05T10:00:00Z"));
    const squatter = await send(auth, "/sign-up/email", {
      body: { name: "Squatter", email: otherEmail, password, callbackURL: "/" },
    });
    expect(squatter.status).toBe(200);
    const claimed = await send(auth, mailer.lastTo(otherEmail).link!);
    expect(claimed.status).toBe(302);
    const token = new URL(claimed.location!, "http://x").searchParams.get("token")!;
    const newPassword = "owner-chooses-this-one-77";
    expect((await send(auth, "/reset-password", { body: { token, newPassword } })).status).toBe(
      200,
    );
    const signIn = await send(auth, "/sign-in/email", {
      body: { email: otherEmail, password: newPassword },
    });
    expect(await dashboardIds(sessionCookie(signIn))).toEqual([otherBooking.id]);
  });

  it("changing the email asks for the current password, and a wrong one sends nothing", async () => {
    const owner = await account("owner", "Njeri Mwangi");
    const newEmail = unique("owner-new");
    const sentBefore = mailer.sent.length;

    const without = await send(auth, "/change-email", {
      body: { newEmail, callbackURL: "/dashboard/account" },
      cookie: owner.cookie,
    });
    expect(without.status).toBe(400);
    const wrong = await send(auth, "/change-email", {
      body: { newEmail, currentPassword: "not-my-password-9", callbackURL: "/dashboard/account" },
      cookie: owner.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    expect(mailer.sent.slice(sentBefore).filter((mail) => mail.to === newEmail)).toEqual([]);

    const right = await send(auth, "/change-email", {
      body: { newEmail, currentPassword: password, callbackURL: "/dashboard/account" },
      cookie: owner.cookie,
    });
    expect(right.status).toBe(200);
    // The confirmation says what confirming grants, and that earlier bookings do not come with it.
    const link = mailer.lastTo(newEmail);
    expect(link.text).toMatch(/bookings made with this address before/i);
    expect(link.text).not.toMatch(/sees every booking made with it/);
  });

  it("deleting an account leaves another account's booking made with its address, and that account's statement", async () => {
    const erin = await account("erin", "Erin Achieng");
    const dave = await account("dave", "Dave Kiprop");
    const erinId = (await viewerOf(erin.cookie)).userId;
    // Erin books, signed in, for Dave's address: a trip coming up, paid in part.
    const erins = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2031-07-01",
        status: "confirmed",
        clientEmail: dave.email,
        clientName: "Dave Kiprop",
        clientPhone: "+254700111222",
        specialRequirements: "Two vegetarians",
        userId: erinId,
      }),
    );
    await paidOn(erins.id, 50_000);
    await travellerOn(erins.id, {
      fullName: "Erin Achieng",
      dateOfBirth: "1990-01-02",
      medicalNotes: "None",
      category: "kenyan-citizen",
      documentNumber: "12345678",
    });
    // Dave's own booking, long past.
    const daves = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2026-02-01",
        status: "completed",
        clientEmail: dave.email,
        clientName: "Dave Kiprop",
        userId: (await viewerOf(dave.cookie)).userId,
      }),
    );

    // Erin's upcoming trip carries Dave's address but is not his: it does not stop his deletion.
    const daveViewer = await viewerOf(dave.cookie);
    const { ownBookings } = await dataSubjectOf(t.db, { ...daveViewer, id: daveViewer.userId });
    expect(ownBookings.map((row) => row.id)).toEqual([daves.id]);
    const deleted = await send(auth, "/delete-user", { body: { password }, cookie: dave.cookie });
    expect(deleted.status).toBe(200);

    // Erin still has her booking, its payment and statement, and her travellers' details.
    const erinViewer = await viewerOf(erin.cookie);
    expect(await dashboardIds(erin.cookie)).toEqual([erins.id]);
    const kept = await findBookingForViewer(t.db, erinViewer, erins.id);
    expect(kept).toMatchObject({
      user_id: erinId,
      booking_status: "confirmed",
      special_requirements: "Two vegetarians",
      // Dave's contact details are gone: the booking's contact is now its booker.
      client_email: erin.email,
      client_name: "Erin Achieng",
      client_phone: null,
    });
    expect((await bookingBalance(t.db, erins.id))?.paidMinor).toBe(50_000);
    expect(
      await t.db
        .selectFrom("booking_travellers")
        .select(["full_name", "document_number"])
        .where("booking_id", "=", erins.id)
        .execute(),
    ).toEqual([{ full_name: "Erin Achieng", document_number: "12345678" }]);
    // Nothing of Dave's address is left on it; his own booking is erased as before.
    expect(JSON.stringify(kept)).not.toContain(dave.email);
    expect(
      await t.db
        .selectFrom("bookings")
        .select(["client_name", "user_id"])
        .where("id", "=", daves.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ client_name: "Deleted traveller", user_id: null });
  });
});
