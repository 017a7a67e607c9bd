import { describe, expect, it } from "vitest";
import { logLevel, mpesaSettings, parseEnv, stripeSettings } from "./config";

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

  it("keeps traveller details 90 days after a trip unless TRAVELLER_RETENTION_DAYS says otherwise", () => {
    expect(parseEnv({}).TRAVELLER_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ TRAVELLER_RETENTION_DAYS: "30" }).TRAVELLER_RETENTION_DAYS).toBe(30);
    for (const bad of ["-1", "2.5", "ninety", "4000"])
      expect(() => parseEnv({ TRAVELLER_RETENTION_DAYS: bad })).toThrow(/TRAVELLER_RETENTION_DAYS/);
  });

  it("lets a bad LOG_LEVEL fall back to the default, to be reported at start-up", () => {
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  const mpesa = {
    MPESA_CONSUMER_KEY: "key",
    MPESA_CONSUMER_SECRET: "secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "passkey",
    MPESA_CALLBACK_URL:
      "https://kilele.example/api/payments/mpesa/callback/0123456789abcdefghijKLMN",
  };

  it("offers M-Pesa STK Push and card only when all their variables are set", () => {
    expect(mpesaSettings(parseEnv({}))).toBeNull();
    expect(stripeSettings(parseEnv({}))).toBeNull();
    expect(mpesaSettings(parseEnv(mpesa))).toMatchObject({
      shortcode: "174379",
      callbackToken: "0123456789abcdefghijKLMN",
      baseUrl: "https://sandbox.safaricom.co.ke",
    });
    expect(mpesaSettings(parseEnv({ ...mpesa, MPESA_ENV: "production" }))?.baseUrl).toBe(
      "https://api.safaricom.co.ke",
    );
    expect(
      stripeSettings(
        parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
      ),
    ).toMatchObject({ secretKey: "sk_test_abc", apiBase: null });
  });

  it("reads MPESA_CALLBACK_ALLOWED_IPS as addresses and CIDRs, and names a bad entry", () => {
    const allowed = mpesaSettings(
      parseEnv({ ...mpesa, MPESA_CALLBACK_ALLOWED_IPS: "196.201.214.0/24, 196.201.213.44" }),
    )?.callbackAllowedFrom;
    expect(allowed?.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      "196.201.214.0/24",
      "196.201.213.44/32",
    ]);
    expect(mpesaSettings(parseEnv({ ...mpesa, MPESA_CALLBACK_ALLOWED_IPS: "" }))).toMatchObject({
      callbackAllowedFrom: undefined,
    });
    expect(() =>
      parseEnv({ ...mpesa, MPESA_CALLBACK_ALLOWED_IPS: "196.201.214.0/24, safaricom.com" }),
    ).toThrow(
      'MPESA_CALLBACK_ALLOWED_IPS: "safaricom.com" is neither an IP address nor a CIDR range',
    );
    expect(() => parseEnv({ ...mpesa, MPESA_CALLBACK_ALLOWED_IPS: " , " })).toThrow(
      "MPESA_CALLBACK_ALLOWED_IPS: lists no address",
    );
    expect(() => parseEnv({ TRUST_PROXY: "nginx" })).toThrow(
      'TRUST_PROXY: "nginx" is neither a hop count nor an IP address or CIDR range',
    );
  });

  it("names the missing variables of a half-configured provider", () => {
    expect(() => parseEnv({ MPESA_CONSUMER_KEY: "key", MPESA_SHORTCODE: "174379" })).toThrow(
      /MPESA_CONSUMER_SECRET: .*MPESA_PASSKEY: .*MPESA_CALLBACK_URL/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("refuses a callback URL without a secret token and keys of the wrong kind", () => {
    expect(() =>
      parseEnv({
        ...mpesa,
        MPESA_CALLBACK_URL: "https://kilele.example/api/payments/mpesa/callback",
      }),
    ).toThrow(/MPESA_CALLBACK_URL/);
    expect(() =>
      parseEnv({
        ...mpesa,
        MPESA_CALLBACK_URL: "https://kilele.example/api/payments/mpesa/callback/short",
      }),
    ).toThrow(/MPESA_CALLBACK_URL/);
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
    ).toThrow(/STRIPE_SECRET_KEY/);
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
