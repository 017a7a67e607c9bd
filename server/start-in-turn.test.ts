import { describe, expect, it } from "vitest";
import { startInTurns } from "./start-in-turn.js";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("startInTurns", () => {
  it("starts at most the allowance a turn, in the order queued, and every item in the end", async () => {
    const startInTurn = startInTurns(3);
    const started: number[] = [];
    for (let item = 0; item < 8; item++) startInTurn(() => started.push(item));
    // Nothing starts where it is queued: the request's own turn is left to its I/O.
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("queues an item added while a turn is starting others behind those already waiting", async () => {
    const startInTurn = startInTurns(2);
    const started: string[] = [];
    startInTurn(() => {
      started.push("a");
      startInTurn(() => started.push("late"));
    });
    startInTurn(() => started.push("b"));
    startInTurn(() => started.push("c"));
    await nextTurn();
    expect(started).toEqual(["a", "b"]);
    await nextTurn();
    expect(started).toEqual(["a", "b", "c", "late"]);
  });

  it("starts a lone item in the next turn after an idle spell", async () => {
    const startInTurn = startInTurns(8);
    const started: string[] = [];
    startInTurn(() => started.push("first"));
    await nextTurn();
    await nextTurn();
    startInTurn(() => started.push("after a pause"));
    await nextTurn();
    expect(started).toEqual(["first", "after a pause"]);
  });
});
