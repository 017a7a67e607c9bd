import { describe, expect, it } from "vitest";
import { movedOrder } from "./ordering";

describe("moving an item in an order", () => {
  const ids = ["a", "b", "c"];

  it("swaps it with its neighbour", () => {
    expect(movedOrder(ids, "c", "up")).toEqual(["a", "c", "b"]);
    expect(movedOrder(ids, "a", "down")).toEqual(["b", "a", "c"]);
    expect(ids).toEqual(["a", "b", "c"]);
  });

  it("cannot move the first up, the last down, or an item that is not there", () => {
    expect(movedOrder(ids, "a", "up")).toBeNull();
    expect(movedOrder(ids, "c", "down")).toBeNull();
    expect(movedOrder(ids, "z", "up")).toBeNull();
  });
});
