import { afterAll, beforeAll } from "vitest";

/**
 * For a test file that expects what follows an event as the server does it (a receipt mail after
 * a payment, cached pages or quote inputs forgotten after a booking): the server's subscriptions
 * (server/lifecycle/subscriptions.ts) for the file's tests, ended after them. Call it at the top
 * of the file or of a describe block. The server's code is imported when the tests start, so a
 * file may set its environment first.
 */
export function withServerSubscriptions(): void {
  let unsubscribeAll = () => {};
  beforeAll(async () => {
    const subscriptions = await import("../../server/lifecycle/subscriptions");
    subscriptions.subscribeAll();
    unsubscribeAll = subscriptions.unsubscribeAll;
  });
  afterAll(() => unsubscribeAll());
}
