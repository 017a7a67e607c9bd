import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import { publish, subscribe } from "./events";

describe("the event bus", () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.restoreAllMocks();
  });

  it("calls each subscriber of the event, in order, with its payload, and no other", async () => {
    const seen: string[] = [];
    stops.push(
      subscribe("SettingsChanged", (event) => void seen.push(`first ${event.setting}`)),
      subscribe("SettingsChanged", async (event) => void seen.push(`second ${event.setting}`)),
      subscribe("AvailabilityChanged", () => void seen.push("availability")),
    );
    expect(await publish("SettingsChanged", { setting: "park-fees" })).toBe(true);
    expect(seen).toEqual(["first park-fees", "second park-fees"]);
  });

  it("logs a subscriber's failure, runs the next one and never throws into the publisher", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const seen: string[] = [];
    stops.push(
      subscribe("AvailabilityChanged", () => {
        throw new Error("cache gone");
      }),
      subscribe("AvailabilityChanged", (event) => void seen.push(event.reason)),
    );
    expect(await publish("AvailabilityChanged", { reason: "departure edited" })).toBe(false);
    expect(seen).toEqual(["departure edited"]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: "AvailabilityChanged" }),
      "event subscriber failed",
    );
  });

  it("stops calling a subscriber once it unsubscribed", async () => {
    let calls = 0;
    const stop = subscribe("ContentPublished", () => void calls++);
    await publish("ContentPublished", { content: "review", id: "r1" });
    stop();
    await publish("ContentPublished", { content: "review", id: "r2" });
    expect(calls).toBe(1);
  });
});
