import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a page of this site with its query and fragment", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/admin/bookings?status=pending&page=2")).toBe(
      "/admin/bookings?status=pending&page=2",
    );
    expect(safeReturnPath("/itinerary/point-lenana#day-2")).toBe("/itinerary/point-lenana#day-2");
  });

  it("refuses every way of naming another site", () => {
    for (const hostile of [
      "https://evil.example/",
      "http://evil.example",
      "//evil.example",
      "//evil.example/%2e%2e",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.example",
      " /dashboard",
      "",
      `/${"a".repeat(600)}`,
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it("decides on the path the browser would open: dot segments that leave a protocol-relative URL are refused", () => {
    for (const hostile of [
      "/.//evil.example",
      "/.//evil.example/x?y=1",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/a/%2e%2e//evil.example",
      "/a/..//evil.example",
      "/././/evil.example",
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
    // What normalising leaves as one of this site's pages still passes.
    expect(safeReturnPath("/./dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("refuses what is not a string, and the sign-in page itself", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(["/dashboard"])).toBeNull();
    expect(safeReturnPath("/auth")).toBeNull();
    expect(safeReturnPath("/auth/reset-password?token=x")).toBeNull();
  });

  it("normalises dot segments, so the answer is the path the browser would open", () => {
    expect(safeReturnPath("/admin/../dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/%2e%2e/dashboard")).toBe("/dashboard");
  });
});

describe("signInPathFor", () => {
  it("remembers the page that needs a signed-in visitor", () => {
    expect(signInPathFor("/admin/bookings?status=pending")).toBe(
      "/auth?redirect=%2Fadmin%2Fbookings%3Fstatus%3Dpending",
    );
    expect(signInPathFor("/")).toBe("/auth");
    expect(signInPathFor("//evil.example")).toBe("/auth");
  });
});
