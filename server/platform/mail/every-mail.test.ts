import { describe, expect, it } from "vitest";
import { greetingFor } from "./templates";
import { mailSamples } from "../../../tests/support/mail-samples";

/**
 * Every mail the server can send, found by reading the source: each exported function that
 * returns MailContent. tests/support/mail-samples.ts must hold an example of each, so the phone
 * check (tests/e2e/mail-layout.spec.ts) and the checks below cover a new mail the day it is added.
 */
const sources = import.meta.glob<string>(["/server/**/*.ts", "!/server/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const templateNames = Object.values(sources).flatMap((source) =>
  [...source.matchAll(/export function (\w+)\((?:[^{}]|\{[^{}]*\})*?\): MailContent \{/g)].map(
    (match) => match[1]!,
  ),
);

/** A date as yyyy-mm-dd, which no traveller should have to read (issue 28). */
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;

describe("every mail template", () => {
  it("is found in the source, and each has an example in mail-samples.ts", () => {
    expect(templateNames.length).toBeGreaterThan(20);
    expect(templateNames.filter((name) => !(name in mailSamples))).toEqual([]);
    // And no example names a template that is gone.
    expect(Object.keys(mailSamples).filter((name) => !templateNames.includes(name))).toEqual([]);
  });

  for (const [name, { mail, greets, operator }] of Object.entries(mailSamples)) {
    if (greets)
      it(`${name} greets the traveller by the name on the booking, in its text and its HTML`, () => {
        expect(mail.text.startsWith("Hello Amina,\n")).toBe(true);
        expect(mail.html).toContain(">Hello Amina,</h1>");
      });
    if (operator) continue;
    it(`${name} shows no date as yyyy-mm-dd in its subject${greets ? ", text or HTML" : ""}`, () => {
      expect(mail.subject).not.toMatch(isoDate);
      if (greets) {
        expect(mail.text).not.toMatch(isoDate);
        expect(mail.html.replace(/href="[^"]*"/g, "")).not.toMatch(isoDate);
      }
    });
  }
});

describe("greetingFor", () => {
  it("greets by the first word of a plain name", () => {
    expect(greetingFor("Amina Wanjiru")).toBe("Hello Amina,");
    expect(greetingFor("  Zoë  ")).toBe("Hello Zoë,");
    expect(greetingFor("Mary-Jane O'Neil")).toBe("Hello Mary-Jane,");
    expect(greetingFor("N'Golo")).toBe("Hello N'Golo,");
  });

  it("falls back to 'Hello,' for anything that could carry a link or a sentence", () => {
    expect(greetingFor(null)).toBe("Hello,");
    expect(greetingFor("")).toBe("Hello,");
    expect(greetingFor("https://phish.invalid/login Amina")).toBe("Hello,");
    expect(greetingFor("evil.example")).toBe("Hello,");
    expect(greetingFor("<b>Amina</b>")).toBe("Hello,");
    expect(greetingFor("Amina!")).toBe("Hello,");
    expect(greetingFor("A".repeat(31))).toBe("Hello,");
  });
});
