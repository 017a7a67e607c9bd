import { describe, expect, it } from "vitest";
import {
  checkReplyText,
  REPLY_MAX_CHARACTERS,
  replyMailStatusOf,
  replySubject,
} from "./inquiry-replies";

describe("an operator's reply to an inquiry (issue 30)", () => {
  it("is sent trimmed, with its line breaks", () => {
    expect(checkReplyText("  Dear Grace,\r\n\r\nYes, March works.  ")).toEqual({
      ok: true,
      text: "Dear Grace,\n\nYes, March works.",
    });
  });

  it("is refused with a sentence when empty or too long", () => {
    expect(checkReplyText(" \n ")).toEqual({
      ok: false,
      problem: "Write your reply before sending it.",
    });
    const long = checkReplyText("a".repeat(REPLY_MAX_CHARACTERS + 1));
    expect(long).toEqual({
      ok: false,
      problem:
        "Your reply is 5,001 characters; a reply can be at most 5,000. Shorten it, or send the rest in a second reply.",
    });
    expect(checkReplyText("a".repeat(REPLY_MAX_CHARACTERS)).ok).toBe(true);
    expect(checkReplyText("bell \u0007").ok).toBe(false);
  });

  it("reads the outbox's status of its mail, and names the request in its subject", () => {
    expect(replyMailStatusOf("sending")).toBe("queued");
    expect(replyMailStatusOf("sent")).toBe("sent");
    expect(replyMailStatusOf("failed")).toBe("failed");
    expect(replyMailStatusOf(null)).toBeNull();
    expect(replySubject("School quote request", "1A2B3C4D")).toBe(
      "Re: your school quote request (1A2B3C4D)",
    );
  });
});
