import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import BookingPay from "~/routes/booking-pay";
import type { PayFormAnswer, PayLinkView, PayPageView } from "./pay-page-model";

// The pay page as the traveller sees it, with the server part replaced by a stand-in loader and
// an action that records what the forms posted.

let posted: Array<Record<string, string>>;
beforeEach(() => {
  posted = [];
});

function view(overrides: Partial<PayPageView> = {}): PayPageView {
  return {
    page: "pay",
    bookingId: "3f1c9a7e-0000-4000-8000-000000000001",
    key: "signed-key",
    reference: "3F1C9A7E",
    tripName: "Point Lenana Summit",
    travelDate: "2030-03-01",
    status: "confirmed",
    heldUntil: null,
    due: {
      kind: "deposit",
      dueDate: "2030-01-10",
      amountMinor: 51_000,
      currency: "USD",
      kesAmountMinor: 6_596_900,
      kesPromptMinor: 6_596_900,
      kesPrompts: 1,
      kesRate: { text: "USD 1 = KES 129.35", setOn: "2029-12-01" },
    },
    phone: { masked: null, mayChoose: true },
    adjustments: [],
    methods: { mpesa: true, card: true },
    otherMethods: [
      {
        title: "M-Pesa Paybill",
        lines: [
          "M-Pesa > Lipa na M-Pesa > Pay Bill",
          "Business number: 522522",
          "Account number: 3F1C9A7E",
        ],
      },
    ],
    prompt: null,
    card: null,
    whatsappNumber: "254712345678",
    ...overrides,
  };
}

function renderPage(shown: PayPageView | PayLinkView, answer?: PayFormAnswer) {
  const Stub = createRoutesStub([
    {
      path: "/booking/:id/pay",
      HydrateFallback: () => null,
      loader: () => shown,
      action: async ({ request }) => {
        posted.push(
          Object.fromEntries(
            [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]),
          ),
        );
        return answer ?? null;
      },
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      Component: BookingPay as any,
    },
  ]);
  const key = shown.page === "pay" && shown.key ? `?key=${shown.key}` : "";
  render(<Stub initialEntries={[`/booking/${shown.bookingId}/pay${key}`]} />);
}

describe("the pay page", () => {
  it("offers the configured methods for the amount due, in dollars and shillings", async () => {
    renderPage(view());
    expect(await screen.findByRole("heading", { level: 1, name: "Pay the deposit" })).toBeTruthy();
    expect(screen.getByTestId("amount-due").textContent).toBe("$510");
    // What M-Pesa sends is in shillings, with the rate and the day it was set.
    expect(screen.getByTestId("amount-due-kes").textContent).toBe(
      "or KES 65,969 by M-Pesa, counted at USD 1 = KES 129.35 (our rate of Dec 01, 2029)",
    );
    expect(
      screen.getByText(/Send \$510 by bank transfer, or KES 65,969 by M-Pesa Paybill/),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "M-Pesa" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay $510 by card" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Paybill or bank transfer/ })).toBeTruthy();
    expect(screen.getByText("Business number: 522522")).toBeTruthy();
  });

  it("shows no M-Pesa prompt or card when those providers have no keys", async () => {
    renderPage(view({ methods: { mpesa: false, card: false }, otherMethods: [] }));
    await screen.findByRole("heading", { level: 1, name: "Pay the deposit" });
    expect(screen.queryByRole("heading", { name: "M-Pesa" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Card" })).toBeNull();
    expect(screen.queryByLabelText("M-Pesa phone number")).toBeNull();
    expect(screen.getByRole("heading", { name: "Other ways to pay" })).toBeTruthy();
  });

  it("posts the phone number with the M-Pesa intent", async () => {
    renderPage(view());
    fireEvent.change(await screen.findByLabelText("M-Pesa phone number"), {
      target: { value: "0712 345 678" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the prompt" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "mpesa", phone: "0712 345 678" }]));
  });

  it("asks the traveller to check the phone, and offers to send the prompt again", async () => {
    renderPage(
      view({ prompt: { state: "pending", phone: "0712 345 678", amountMinor: 6_596_900 } }),
    );
    const status = await screen.findByText("Check your phone");
    expect(status.parentElement?.textContent).toContain("KES 65,969 to 0712 345 678");
    expect(screen.getByRole("button", { name: "Send the prompt again" })).toBeTruthy();
  });

  it("prompts the booking's phone, shown masked, and lets a key holder type another", async () => {
    renderPage(view({ phone: { masked: "07•• ••• 678", mayChoose: true } }));
    expect(await screen.findByText("07•• ••• 678")).toBeTruthy();
    const field = screen.getByLabelText("M-Pesa phone number") as HTMLInputElement;
    expect(field.required).toBe(false);
    expect(screen.getByText(/Leave it empty to use 07•• ••• 678/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send the prompt" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "mpesa", phone: "" }]));
  });

  it("offers no other number to a browser that only just booked", async () => {
    renderPage(view({ key: null, phone: { masked: "07•• ••• 678", mayChoose: false } }));
    await screen.findByText("07•• ••• 678");
    expect(screen.queryByLabelText("M-Pesa phone number")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send the prompt" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "mpesa" }]));
  });

  it("says why a deposit above M-Pesa's limit takes several prompts", async () => {
    const due = view().due!;
    renderPage(
      view({
        due: {
          ...due,
          kesAmountMinor: 46_566_000,
          kesPromptMinor: 25_000_000,
          kesPrompts: 2,
        },
      }),
    );
    const why = await screen.findByTestId("mpesa-limit");
    expect(why.textContent).toContain("M-Pesa takes at most KES 250,000 in one payment");
    expect(why.textContent).toContain("KES 465,660 is asked for in 2 prompts");
    expect(why.textContent).toContain("card, Paybill or bank transfer");
  });

  it("keeps a refused number in the field with the reason beside it", async () => {
    const refused: PayFormAnswer = {
      intent: "mpesa",
      error: "Enter the Kenyan M-Pesa number the prompt should go to, such as 0712 345 678.",
      phone: "12345",
    };
    renderPage(view(), refused);
    fireEvent.change(await screen.findByLabelText("M-Pesa phone number"), {
      target: { value: "12345" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the prompt" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(refused.error);
    const field = screen.getByLabelText("M-Pesa phone number") as HTMLInputElement;
    expect(field.value).toBe("12345");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("tells a traveller whose seats are held until when, beside the deposit to pay", async () => {
    renderPage(view({ status: "pending", heldUntil: "Sat, Jan 9, 2030, 14:30 Kenyan time (EAT)" }));
    expect((await screen.findByTestId("hold-notice")).textContent).toBe(
      "Your seats are held until Sat, Jan 9, 2030, 14:30 Kenyan time (EAT). Pay by then and your booking is confirmed at once.",
    );
    expect(screen.getByTestId("amount-due").textContent).toBe("$510");
  });

  it("shows a request awaiting confirmation and the ways to pay once it is confirmed", async () => {
    renderPage(view({ due: null, status: "pending" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "We are confirming your booking" }),
    ).toBeTruthy();
    expect(screen.getByText(/Nothing is charged until we confirm your booking/)).toBeTruthy();
    expect(screen.getByText("Business number: 522522")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says when nothing is due", async () => {
    renderPage(view({ due: null, card: "paid" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Nothing to pay right now" }),
    ).toBeTruthy();
    expect(screen.getByText(/Your card payment is recorded\. Thank you!/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says why the total differs from the quote when the operator confirmed a final price (decision 0038)", async () => {
    renderPage(
      view({
        adjustments: [
          {
            label: "Price adjustment: Repeat guests: $150 off",
            amountMinor: -15_000,
            currency: "USD",
          },
        ],
      }),
    );
    expect((await screen.findByTestId("price-adjustment")).textContent).toBe(
      "Price adjustment: Repeat guests: $150 off (-$150), included in your total.",
    );
  });

  it("offers a fresh link, not a 404, when the pay link has expired", async () => {
    const expired: PayLinkView = {
      page: "link",
      bookingId: "3f1c9a7e-0000-4000-8000-000000000001",
      reason: "expired",
    };
    renderPage(expired);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This payment link has expired" }),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Email me a fresh link" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "fresh-link" }]));
  });

  it("says the link is on its way, in the same words for every booking id", async () => {
    renderPage(
      { page: "link", bookingId: "3f1c9a7e-0000-4000-8000-000000000001", reason: "missing" },
      {
        intent: "fresh-link",
        error: "",
        message: "A fresh payment link is on its way.",
        phone: "",
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Email me a fresh link" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "A fresh payment link is on its way.",
    );
  });
});
