import { describe, expect, it } from "vitest";
import { internationalPhone, phoneSearchDigits, whatsappDigits } from "./phone";

describe("phone numbers", () => {
  it("stores Kenyan numbers typed locally in international form", () => {
    expect(internationalPhone("0712 000 111")).toBe("+254712000111");
    expect(internationalPhone("0112-345-678")).toBe("+254112345678");
    expect(internationalPhone("020 2345678")).toBe("+254202345678");
    expect(internationalPhone("254712000111")).toBe("+254712000111");
  });

  it("keeps a country code the traveller gave, without spaces or punctuation", () => {
    expect(internationalPhone("+254 712 000 111")).toBe("+254712000111");
    expect(internationalPhone("+44 (0)7700 900123")).toBe("+4407700900123");
    expect(internationalPhone("0049 30 1234567")).toBe("+49301234567");
  });

  it("keeps a number of no known country as typed instead of guessing", () => {
    expect(internationalPhone(" 07700 900123 ")).toBe("07700 900123");
    expect(internationalPhone("555-0100")).toBe("555-0100");
  });

  it("links WhatsApp only to numbers with a country", () => {
    expect(whatsappDigits("0712 000 111")).toBe("254712000111");
    expect(whatsappDigits("+1 (415) 555-0100")).toBe("14155550100");
    expect(whatsappDigits("07700 900123")).toBeNull();
  });

  it("searches by the last nine digits, so local and international forms find each other", () => {
    expect(phoneSearchDigits("0712 000 111")).toBe("712000111");
    expect(phoneSearchDigits("+254712000111")).toBe("712000111");
    expect(phoneSearchDigits("000 111")).toBe("000111");
    expect(phoneSearchDigits("12345")).toBeNull();
    expect(phoneSearchDigits("Amina 0712")).toBeNull();
  });
});
