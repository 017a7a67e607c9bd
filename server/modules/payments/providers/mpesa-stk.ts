import type { AddressRanges } from "../../../platform/http/client-ip";
import type { MpesaSettings } from "../../../platform/config";
import { stkAccountReference, type StkQueryReading } from "../../../../domain/payments/mpesa-stk";
import { createDarajaClient, type DarajaClient } from "./daraja";
import type { PaymentProvider } from "./provider";

/** M-Pesa STK Push as a payment provider: a prompt on the traveller's phone for the amount due. */
export interface MpesaStk extends PaymentProvider {
  method: "mpesa-stk";
  /** The secret last segment of the callback URL (config.ts MPESA_CALLBACK_URL). */
  callbackToken: string;
  /** MPESA_CALLBACK_ALLOWED_IPS; undefined: callbacks may come from any address. */
  callbackAllowedFrom?: AddressRanges;
  query(checkoutRequestId: string): Promise<StkQueryReading>;
}

export function createMpesaStk(
  settings: MpesaSettings,
  client: DarajaClient = createDarajaClient(settings),
): MpesaStk {
  return {
    method: "mpesa-stk",
    callbackToken: settings.callbackToken,
    callbackAllowedFrom: settings.callbackAllowedFrom,
    async start(payment) {
      if (payment.currency !== "KES" || payment.amountMinor % 100 !== 0)
        return { started: false, reason: "M-Pesa takes whole Kenya shillings only" };
      if (!payment.phone) return { started: false, reason: "no phone number" };
      const outcome = await client.stkPush({
        amount: payment.amountMinor / 100,
        phone: payment.phone,
        accountReference: stkAccountReference(payment.reference),
        description: `${payment.noun.charAt(0).toUpperCase()}${payment.noun.slice(1)} ${payment.reference}`,
      });
      return outcome.accepted
        ? {
            started: true,
            providerRequestId: outcome.checkoutRequestId,
            message: outcome.customerMessage,
          }
        : { started: false, reason: outcome.reason };
    },
    query: (checkoutRequestId) => client.stkQuery(checkoutRequestId),
  };
}
