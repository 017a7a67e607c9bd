import { describe, expect, it } from "vitest";
import { logLevel, parseEnv } from "./config";

describe("the environment", () => {
  it("names each bad variable in one message", () => {
    expect(() => parseEnv({ PORT: "99999", OPERATOR_WHATSAPP: "+254 712" })).toThrow(
      /PORT: .*OPERATOR_WHATSAPP/,
    );
  });

  it("logs at info, at warn under test, at LOG_LEVEL when it is one", () => {
    expect(logLevel({})).toBe("info");
    expect(logLevel({ NODE_ENV: "test" })).toBe("warn");
    expect(logLevel({ NODE_ENV: "test", LOG_LEVEL: "debug" })).toBe("debug");
  });

  it("lets a bad LOG_LEVEL fall back to the default, to be reported at start-up", () => {
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("offers Paybill and bank transfer only when their details are set, and refuses a bad Paybill number", () => {
    const unset = parseEnv({});
    expect([unset.PAYBILL_NUMBER, unset.BANK_DETAILS]).toEqual([undefined, undefined]);
    const set = parseEnv({
      PAYBILL_NUMBER: "522522",
      BANK_DETAILS: "KCB Bank | Account: Kilele Expeditions Ltd\\nNo. 1234567890",
    });
    expect(set.PAYBILL_NUMBER).toBe("522522");
    expect(set.BANK_DETAILS).toEqual([
      "KCB Bank",
      "Account: Kilele Expeditions Ltd",
      "No. 1234567890",
    ]);
    expect(() => parseEnv({ PAYBILL_NUMBER: "52-25" })).toThrow(/PAYBILL_NUMBER/);
  });
});
