import { describe, expect, it } from "vitest";
import {
  darajaTimestamp,
  displayMpesaPhone,
  mpesaPhone,
  readStkCallback,
  readStkQueryAnswer,
  stkAccountReference,
  stkPassword,
} from "./mpesa-stk";

/** Daraja's documented sample callback (a successful payment). */
const paidCallback = {
  Body: {
    stkCallback: {
      MerchantRequestID: "29115-34620561-1",
      CheckoutRequestID: "ws_CO_191220191020363925",
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: {
        Item: [
          { Name: "Amount", Value: 1.0 },
          { Name: "MpesaReceiptNumber", Value: "NLJ7RT61SV" },
          { Name: "TransactionDate", Value: 20191219102115 },
          { Name: "PhoneNumber", Value: 254708374149 },
        ],
      },
    },
  },
};

describe("STK push request", () => {
  it("stamps the request in Nairobi time (UTC+3), as YYYYMMDDHHmmss", () => {
    expect(darajaTimestamp(new Date("2026-11-24T21:05:09Z"))).toBe("20261125000509");
    expect(darajaTimestamp(new Date("2026-01-01T00:00:00Z"))).toBe("20260101030000");
  });

  it("makes the password as base64 of shortcode, passkey and timestamp", () => {
    // Daraja's sandbox shortcode and passkey, with a fixed timestamp.
    const passkey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
    const password = stkPassword("174379", passkey, "20191219102115");
    expect(atob(password)).toBe(`174379${passkey}20191219102115`);
    expect(password).toBe(
      "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTkxMjE5MTAyMTE1",
    );
  });

  it("keeps the account reference within M-Pesa's 12 characters", () => {
    expect(stkAccountReference("E345C836")).toBe("E345C836");
    expect(stkAccountReference("ABCDEFGHIJKLMNOP")).toHaveLength(12);
  });
});

describe("M-Pesa phone numbers", () => {
  it("accepts Kenyan mobiles however they are typed, as 2547/2541 and eight digits", () => {
    expect(mpesaPhone("0712 345 678")).toBe("254712345678");
    expect(mpesaPhone("+254 712 345 678")).toBe("254712345678");
    expect(mpesaPhone("254712345678")).toBe("254712345678");
    expect(mpesaPhone("712345678")).toBe("254712345678");
    expect(mpesaPhone("0110-345-678")).toBe("254110345678");
    expect(mpesaPhone("(0722) 000111")).toBe("254722000111");
  });

  it("refuses landlines, foreign numbers, short numbers and text", () => {
    expect(mpesaPhone("020 2345678")).toBeNull();
    expect(mpesaPhone("+44 7700 900123")).toBeNull();
    expect(mpesaPhone("0712 345")).toBeNull();
    expect(mpesaPhone("07123456789")).toBeNull();
    expect(mpesaPhone("call me")).toBeNull();
    expect(mpesaPhone("")).toBeNull();
  });

  it("shows the number back in the local form", () => {
    expect(displayMpesaPhone("254712345678")).toBe("0712 345 678");
  });
});

describe("STK callback", () => {
  it("reads a payment's amount, receipt and phone from the documented body", () => {
    expect(readStkCallback(paidCallback)).toEqual({
      ok: true,
      result: {
        outcome: "paid",
        checkoutRequestId: "ws_CO_191220191020363925",
        amount: 1,
        receipt: "NLJ7RT61SV",
        phone: "254708374149",
        description: "The service request is processed successfully.",
      },
    });
  });

  it("reads a cancelled prompt as a failure with Daraja's words", () => {
    const cancelled = {
      Body: {
        stkCallback: {
          MerchantRequestID: "29115-34620561-1",
          CheckoutRequestID: "ws_CO_1",
          ResultCode: 1032,
          ResultDesc: "Request cancelled by user",
        },
      },
    };
    expect(readStkCallback(cancelled)).toEqual({
      ok: true,
      result: {
        outcome: "failed",
        checkoutRequestId: "ws_CO_1",
        resultCode: 1032,
        description: "Request cancelled by user",
      },
    });
  });

  it("refuses bodies that are not callbacks, and successes without a receipt or amount", () => {
    expect(readStkCallback({ hello: "world" })).toMatchObject({ ok: false });
    expect(readStkCallback(null)).toMatchObject({ ok: false });
    const noReceipt = structuredClone(paidCallback);
    noReceipt.Body.stkCallback.CallbackMetadata.Item = [{ Name: "Amount", Value: 100 }];
    expect(readStkCallback(noReceipt)).toMatchObject({
      ok: false,
      checkoutRequestId: "ws_CO_191220191020363925",
    });
    const badAmount = structuredClone(paidCallback);
    badAmount.Body.stkCallback.CallbackMetadata.Item[0] = { Name: "Amount", Value: -5 };
    expect(readStkCallback(badAmount)).toMatchObject({ ok: false });
  });
});

describe("STK status query", () => {
  it("tells paid, failed, still waiting and unreadable answers apart", () => {
    expect(
      readStkQueryAnswer({
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: "22205-34066-1",
        CheckoutRequestID: "ws_CO_13012021093521236557",
        ResultCode: "0",
        ResultDesc: "The service request is processed successfully.",
      }),
    ).toEqual({ state: "paid", description: "The service request is processed successfully." });
    expect(
      readStkQueryAnswer({
        ResponseCode: "0",
        ResultCode: "1032",
        ResultDesc: "Request cancelled by user",
      }),
    ).toEqual({ state: "failed", resultCode: 1032, description: "Request cancelled by user" });
    expect(
      readStkQueryAnswer({
        requestId: "1",
        errorCode: "500.001.1001",
        errorMessage: "The transaction is being processed",
      }),
    ).toEqual({ state: "pending" });
    expect(readStkQueryAnswer("<html>")).toMatchObject({ state: "unreadable" });
  });
});
