import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

usePrivateAppDatabase("waitlist-confirm");

const { getDb } = await import("../../server/platform/db");
const { loader } = await import("./waitlist-confirm.server");

describe("the waitlist confirmation page", () => {
  it("answers an unknown token with a 404 and a sentence, never a 500", async () => {
    for (const token of ["x".repeat(43), "short", "%00"]) {
      const page = await loader({
        params: { token },
        context: routeContext({ db: getDb().db }),
      } as unknown as Parameters<typeof loader>[0]);
      expect(page.init?.status).toBe(404);
      expect(page.data).toMatchObject({
        state: "refused",
        error: expect.stringMatching(/^This confirmation link is not one of ours/),
      });
    }
  });
});
