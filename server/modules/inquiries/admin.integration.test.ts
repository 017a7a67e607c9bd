import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { setInquiryHandled } from "./admin";

describeOnEachDatabase("marking an inquiry handled (%s)", (t) => {
  it("finds no inquiry for an id with a NUL, instead of failing on PostgreSQL", async () => {
    // The fuzz bench's counterexample: /admin/inquiries with id "\u0000" answered 500 there.
    expect(await setInquiryHandled(t.db, "\u0000", true)).toBe(false);
    expect(await setInquiryHandled(t.db, "no-such-inquiry", true)).toBe(false);
  });
});
