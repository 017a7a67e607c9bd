import { describe, expect, it } from "vitest";
import { base32, groupedSecret, otpauthUri, recoveryCode, totpCode } from "./two-factor";

describe("two-factor helpers", () => {
  it("encodes a secret as RFC 4648 base32 without padding", () => {
    // RFC 4648 section 10's test vectors.
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(base32(bytes("f"))).toBe("MY");
    expect(base32(bytes("foob"))).toBe("MZXW6YQ");
    expect(base32(bytes("foobar"))).toBe("MZXW6YTBOI");
  });

  it("builds the link an authenticator app opens, named for the operator", () => {
    expect(otpauthUri("Kilele Expeditions", "ops@example.com", "MZXW6YTBOI")).toBe(
      "otpauth://totp/Kilele%20Expeditions:ops%40example.com?secret=MZXW6YTBOI&issuer=Kilele+Expeditions&digits=6&period=30",
    );
    expect(groupedSecret("MZXW6YTBOI")).toBe("MZXW 6YTB OI");
  });

  it("takes six digits (spaces allowed) as a code, and a recovery code as shown", () => {
    expect(totpCode(" 123 456 ")).toBe("123456");
    expect(totpCode("12345")).toBeNull();
    expect(totpCode("abcdef")).toBeNull();
    expect(recoveryCode(" Ab3dE-fG7hJ ")).toBe("Ab3dE-fG7hJ");
    expect(recoveryCode("<script>")).toBeNull();
    expect(recoveryCode(undefined)).toBeNull();
  });
});
