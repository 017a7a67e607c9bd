/** How a ledger entry arrived. A refund is its own method with a negative amount. */
export const paymentMethods = [
  "mpesa-paybill",
  "mpesa-stk",
  "card",
  "bank-transfer",
  "cash",
  "refund",
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  "mpesa-paybill": "M-Pesa Paybill",
  "mpesa-stk": "M-Pesa",
  card: "Card",
  "bank-transfer": "Bank transfer",
  cash: "Cash",
  refund: "Refund",
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentMethods.includes(value as PaymentMethod);
}
