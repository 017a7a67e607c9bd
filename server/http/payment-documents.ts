import { Hono, type Context } from "hono";
import { getSessionUser, isVerifiedAdmin } from "../modules/accounts";
import { paymentDetails, siteContacts } from "../platform/config";
import { getDb } from "../platform/db";
import { findBookingForViewer, bookedQuotesOf } from "../modules/bookings";
import type { Booking } from "../platform/db/schema";
import { logger } from "../platform/logger";
import { loggablePath } from "../platform/http/request-log";
import {
  receiptFileName,
  renderPaymentReceipt,
  renderStatement,
  statementFileName,
  bookingBalance,
} from "../modules/payments";
import { systemNow } from "../platform/clock";

/**
 * A booking's receipts and statement as PDFs (issue 16): the traveller's own bookings only (the
 * dashboard's rule, server/modules/bookings/store.ts), any booking for an admin. Signed out: 401; someone
 * else's booking, or one that does not exist: the same 404, so ids cannot be probed.
 */

const notFound = "There is no booking with this reference on your account.";

async function bookingFor(c: Context): Promise<Booking | Response> {
  const user = await getSessionUser(c.req.raw);
  if (!user) return c.text("Sign in to download your receipts.", 401, privateHeaders);
  const { db } = getDb();
  const id = c.req.param("id") ?? "";
  // Any booking only for an admin whose session passed the second factor (decision 0046).
  const booking = (await isVerifiedAdmin(c.req.raw))
    ? await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst()
    : await findBookingForViewer(
        db,
        { userId: user.id, email: user.email, emailVerified: user.emailVerified },
        id,
      );
  return booking ?? c.text(notFound, 404, privateHeaders);
}

const privateHeaders = { "Cache-Control": "private, no-store" };

function pdfResponse(c: Context, body: Buffer, fileName: string): Response {
  return c.body(new Uint8Array(body), 200, {
    ...privateHeaders,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Content-Length": String(body.length),
  });
}

async function rendered(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    logger.error({ err: error, path: loggablePath(c.req.path) }, "payment PDF failed");
    return c.text(
      "The PDF could not be made just now. Please try again later.",
      503,
      privateHeaders,
    );
  }
}

export const paymentDocuments = new Hono()
  .get("/bookings/:id/statement.pdf", (c) =>
    rendered(c, async () => {
      const booking = await bookingFor(c);
      if (booking instanceof Response) return booking;
      const now = systemNow();
      const balance = (await bookingBalance(getDb().db, booking.id, now))!;
      const booked = await bookedQuotesOf(getDb().db, [booking.id]);
      const pdf = await renderStatement(
        booking,
        balance,
        paymentDetails(),
        siteContacts(),
        now,
        {},
        booked.get(booking.id)?.lines,
      );
      return pdfResponse(c, pdf, statementFileName(booking));
    }),
  )
  .get("/bookings/:id/receipts/:file{[0-9a-f-]{36}\\.pdf}", (c) =>
    rendered(c, async () => {
      const booking = await bookingFor(c);
      if (booking instanceof Response) return booking;
      const balance = (await bookingBalance(getDb().db, booking.id))!;
      const paymentId = c.req.param("file").replace(/\.pdf$/, "");
      const payment = balance.entries.find((entry) => entry.id === paymentId);
      if (!payment) return c.text("There is no such payment on this booking.", 404, privateHeaders);
      const pdf = await renderPaymentReceipt(booking, payment, balance, siteContacts());
      return pdfResponse(c, pdf, receiptFileName(booking, payment));
    }),
  );
