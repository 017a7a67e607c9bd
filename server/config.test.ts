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
});
