import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";

process.env.TRUST_PROXY = "127.0.0.1";
const { logger } = await import("../logger");
const { loggablePath, requestLog } = await import("./request-log");

const app = new Hono();
app.use(requestLog());
app.get("/boom", () => {
  throw new Error("boom");
});
app.all("*", (c) => c.text("ok"));
app.onError((_error, c) => c.text("sorry", 500));

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** Sends one request and returns the response and the one line the log got for it. */
async function logged(path: string, headers: Record<string, string>, peer: string, method = "GET") {
  // The level first: pino swaps its methods when the level changes.
  const level = logger.level;
  logger.level = "info";
  const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  try {
    const response = await app.request(path, { method, headers }, from(peer));
    expect(info).toHaveBeenCalledTimes(1);
    const [line, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("request");
    return { response, line };
  } finally {
    logger.level = level;
  }
}

afterEach(() => vi.restoreAllMocks());

describe("the request log", () => {
  it("writes one line with id, method, path, status, duration and the client address the proxy names", async () => {
    const { response, line } = await logged(
      "/itinerary/point-lenana",
      { "x-forwarded-for": "203.0.113.7", "x-request-id": "0123456789abcdef0123456789abcdef" },
      "127.0.0.1",
    );
    expect(line).toEqual({
      requestId: "0123456789abcdef0123456789abcdef",
      method: "GET",
      path: "/itinerary/point-lenana",
      status: 200,
      durationMs: expect.any(Number),
      client: "203.0.113.7",
    });
    expect(response.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
  });

  it("makes its own id when the header comes from a visitor or is not an id", async () => {
    const visitor = await logged(
      "/",
      { "x-request-id": "planted-by-visitor-1", "x-forwarded-for": "203.0.113.7" },
      "198.51.100.4",
    );
    expect(visitor.line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.line.client).toBe("198.51.100.4");
    expect(visitor.response.headers.get("x-request-id")).toBe(visitor.line.requestId);
    const garbage = await logged("/", { "x-request-id": "<script>\n" }, "127.0.0.1");
    expect(garbage.line.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a failed request with its status", async () => {
    const { line } = await logged("/boom", {}, "::ffff:198.51.100.4");
    expect(line).toMatchObject({ status: 500, client: "198.51.100.4" });
  });

  it("keeps no query values, reset tokens or email addresses", async () => {
    const { line } = await logged(
      "/api/auth/verify-email?token=secret-token&callbackURL=%2Fdashboard",
      {},
      "198.51.100.4",
    );
    expect(line.path).toBe("/api/auth/verify-email?token=&callbackURL=");
    expect(JSON.stringify(line)).not.toContain("secret-token");
    expect(loggablePath("/api/auth/reset-password/abcDEF123456", "?callbackURL=x")).toBe(
      "/api/auth/reset-password/:token?callbackURL=",
    );
    expect(loggablePath("/waitlist/confirm/abcDEF123456", "")).toBe("/waitlist/confirm/:token");
    expect(loggablePath("/admin/bookings", "?q=amina%40example.com&q=x")).toBe(
      "/admin/bookings?q=",
    );
    expect(loggablePath("/dashboard/amina@example.com", "")).toBe("/dashboard/:email");
    expect(loggablePath("/x/amina%40example.com", "")).toBe("/x/:email");
  });

  it("redacts every secret path segment in the request log line", async () => {
    const secret = "Zq8sLw3NvX1yTb7KpR2mQe9c";
    const shapes: Array<[string, string]> = [
      [`/api/payments/mpesa/callback/${secret}`, "/api/payments/mpesa/callback/:secret"],
      [`/calendar/departures-${secret}.ics`, "/calendar/:secret"],
      [`/traveller-details/${secret}`, "/traveller-details/:token"],
      [`/traveller-details/${secret}.data`, "/traveller-details/:token"],
      [`/review/${secret}`, "/review/:token"],
      [`/review/${secret}.data?_routes=routes%2Freview`, "/review/:token?_routes="],
      [`/bookings/claim/${secret}`, "/bookings/claim/:token"],
      [`/bookings/claim/${secret}.data`, "/bookings/claim/:token"],
      [`/Bookings/Claim/${secret}`, "/Bookings/Claim/:token"],
      [
        `/api/auth/reset-password/${secret}?callbackURL=%2Fauth`,
        "/api/auth/reset-password/:token?callbackURL=",
      ],
      [`/booking/b-1/pay?key=${secret}`, "/booking/b-1/pay?key="],
      [
        `/itinerary/point-lenana?departure=d-1&hold=${secret}`,
        "/itinerary/point-lenana?departure=&hold=",
      ],
      [
        `/api/auth/verify-email?token=${secret}&callbackURL=%2F`,
        "/api/auth/verify-email?token=&callbackURL=",
      ],
      [`/api/auth/delete-user/callback?token=${secret}`, "/api/auth/delete-user/callback?token="],
      // Another spelling of the same page, and a path below it, keep nothing either.
      [`/Review/${secret}/x`, "/Review/:token/x"],
      [`/%72eview/${secret}`, "/review/:token"],
    ];
    for (const [path, redacted] of shapes) {
      const { line } = await logged(
        path,
        {},
        "198.51.100.4",
        path.includes("callback/") ? "POST" : "GET",
      );
      expect(line.path, path).toBe(redacted);
      expect(JSON.stringify(line), path).not.toContain(secret);
    }
  });

  it("is one function for every log line that names a path, the query attached or apart", () => {
    expect(loggablePath("/review/abc?x=1")).toBe("/review/:token?x=");
    expect(loggablePath("/review/abc", "?x=1")).toBe("/review/:token?x=");
    // Already redacted stays the same.
    expect(loggablePath("/review/:token?x=")).toBe("/review/:token?x=");
    expect(loggablePath("/review")).toBe("/review");
    expect(loggablePath("/%72eview/abc")).toBe("/%72eview/:token");
    expect(loggablePath("/itinerary/point-lenana")).toBe("/itinerary/point-lenana");
  });
});
