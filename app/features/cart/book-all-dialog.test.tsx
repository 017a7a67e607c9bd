import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GUEST_CART_KEY,
  serializeCart,
  type CartItem,
  type CartLine,
} from "../../../domain/cart/cart";
import BookAllDialog from "./book-all-dialog";
import { CartProvider, useCart } from "./cart-context";

// The "Book All Trips" dialog of the Trip Cart, rendered inside a router as the real root route
// does. The booking API is a stub that records each request and answers as the server would.
// (Updated for issue 14: one request per cart instead of one per trip, a 409 that reprices the
// cart, the confirmation page instead of a WhatsApp tab.)

const lenana: CartItem = {
  id: "cart-item-lenana",
  tripSlug: "point-lenana",
  tierId: "standard",
  adventureType: "Point Lenana Summit - Standard",
  duration: "4 days",
  participants: 2,
  price: "$850",
  pricePerPerson: 850,
  preferredDate: "2030-02-10",
  specialRequirements: "Vegetarian meals",
  addedAt: new Date("2030-01-01T08:00:00Z"),
};
const hellsGate: CartItem = {
  id: "cart-item-hells-gate",
  tripSlug: "hells-gate",
  adventureType: "Hell's Gate",
  duration: "1 day",
  participants: 3,
  price: "$120",
  pricePerPerson: 120,
  preferredDate: "2030-03-01",
  addedAt: new Date("2030-01-01T08:05:00Z"),
};

// A mixed party (issue 19): a non-resident and a Kenyan citizen on Point Lenana, four days in
// Mount Kenya National Park. Their lines as the trip page's quote showed them.
const line = (
  kind: CartLine["kind"],
  category: CartLine["category"],
  currency: CartLine["currency"],
  unitMajor: number,
  unitsPerPerson = 1,
): CartLine => ({
  kind,
  label:
    kind === "trip"
      ? `Trip price, ${category === "non-resident" ? "non-resident" : "Kenyan citizen"}`
      : `Mount Kenya National Park fee, ${category === "non-resident" ? "non-resident" : "Kenyan citizen"}`,
  category,
  people: 1,
  unitsPerPerson,
  unitMinor: unitMajor * 100,
  amountMinor: unitMajor * 100 * unitsPerPerson,
  currency,
  ...(kind === "fee"
    ? {
        park: "mount-kenya" as const,
        authority: "Kenya Wildlife Service",
        basis: "per-day" as const,
      }
    : {}),
});
const mixedLenana: CartItem = {
  ...lenana,
  travellers: ["non-resident", "kenyan-citizen"],
  lines: [
    line("trip", "non-resident", "USD", 850),
    line("trip", "kenyan-citizen", "KES", 60_800),
    line("fee", "non-resident", "USD", 40, 4),
    line("fee", "kenyan-citizen", "KES", 400, 4),
  ],
};

interface SentRequest {
  url: string;
  body: {
    trips: Array<Record<string, unknown>>;
    [field: string]: unknown;
  };
}

let sent: SentRequest[];
/** How the stub server answers a request: 201 unless a test says otherwise. */
let answer: (request: SentRequest) => { status: number; body: Record<string, unknown> };
let openWindow: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  window.localStorage.setItem(GUEST_CART_KEY, serializeCart([lenana, hellsGate]));
  sent = [];
  answer = (request) => ({
    status: 201,
    body: {
      success: true,
      bookings: request.body.trips.map((trip, index) => ({
        id: `b-${index}`,
        reference: `REF0000${index}`,
        totalPrice: trip.totalPrice,
      })),
      confirmationUrl: "/booking/confirmation",
    },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const request = { url, body: JSON.parse(String(init.body)) as SentRequest["body"] };
      sent.push(request);
      const { status, body } = answer(request);
      return Response.json(body, { status });
    }),
  );
  openWindow = vi.spyOn(window, "open").mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function CartList() {
  const { items } = useCart();
  return (
    <ul aria-label="Trip Cart">
      {items.map((item) => (
        <li key={item.id}>
          {item.adventureType}: {item.price}
        </li>
      ))}
    </ul>
  );
}

const onClose = vi.fn();
function renderDialog() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ contacts: { whatsappNumber: "254712345678" } }),
      HydrateFallback: () => null,
      Component: () => (
        <CartProvider userId={null}>
          <CartList />
          <BookAllDialog open onClose={onClose} />
        </CartProvider>
      ),
    },
    { path: "/booking/confirmation", Component: () => <h1>Your booking requests</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

async function fillAndSend() {
  const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
  // The cart is read from storage after the first render: send once both trips are listed, or a
  // fast click sends an empty cart (one run in a few dozen did, and waited for an answer in vain).
  await waitFor(() =>
    expect(
      within(within(dialog).getByRole("list", { name: "Trips in this request" })).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(2),
  );
  fireEvent.change(within(dialog).getByLabelText(/Full name/), {
    target: { value: "  Amina Otieno " },
  });
  fireEvent.change(within(dialog).getByLabelText(/Email/), {
    target: { value: "amina@example.com" },
  });
  fireEvent.change(within(dialog).getByLabelText("Special requirements (optional)"), {
    target: { value: "Arriving from Nairobi" },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Send Booking Requests" }));
  return dialog;
}

describe("Book All Trips dialog", () => {
  it("lists every trip with its price per person and shows the estimated total of the cart", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    const trips = within(dialog).getByRole("list", { name: "Trips in this request" });
    // The cart's trips arrive a render after the dialog (a busy CI machine once saw it empty).
    await waitFor(() =>
      expect(
        within(trips)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        "Point Lenana Summit - StandardSun, Feb 10, 2030, 2 people$850 per person$1,700",
        "Hell's GateFri, Mar 1, 2030, 3 people$120 per person$360",
      ]),
    );
    // 2 x $850 + 3 x $120
    expect(within(dialog).getByTestId("book-all-total").textContent).toBe("$2,060");
  });

  it("prices a cart saved before items kept the number from its text, and saves the number with it", async () => {
    const saved = JSON.parse(serializeCart([lenana, hellsGate])) as Array<Record<string, unknown>>;
    for (const item of saved) delete item.pricePerPerson;
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(saved));
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    await waitFor(() =>
      expect(within(dialog).getByTestId("book-all-total").textContent).toBe("$2,060"),
    );
    await vi.waitFor(() =>
      expect(
        (
          JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? "[]") as Array<
            Record<string, unknown>
          >
        ).map((item) => item.pricePerPerson),
      ).toEqual([850, 120]),
    );
  });

  it("sends the whole cart as one request with each trip's key and total, then shows the confirmation page and never opens WhatsApp", async () => {
    renderDialog();
    await fillAndSend();
    expect(await screen.findByRole("heading", { name: "Your booking requests" })).toBeTruthy();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/cart-booking");
    expect(sent[0]!.body).toEqual({
      clientName: "Amina Otieno",
      clientEmail: "amina@example.com",
      clientPhone: null,
      specialRequirements: "Arriving from Nairobi",
      website: "",
      trips: [
        {
          key: "cart-item-lenana",
          adventureType: "Point Lenana Summit - Standard",
          tripSlug: "point-lenana",
          tierId: "standard",
          bookingDate: "2030-02-10",
          numberOfParticipants: 2,
          totalPrice: 1700,
          specialRequirements: "Vegetarian meals",
        },
        {
          key: "cart-item-hells-gate",
          adventureType: "Hell's Gate",
          tripSlug: "hells-gate",
          tierId: null,
          bookingDate: "2030-03-01",
          numberOfParticipants: 3,
          totalPrice: 360,
          specialRequirements: null,
        },
      ],
    });
    expect(onClose).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
    // The cart was emptied (the confirmation page has replaced it on screen).
    await vi.waitFor(() => expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull());
  });

  it("sends nothing while the name or the email is missing", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: "amina@example.com" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Booking Requests" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Full name/).validity.valueMissing).toBe(
      true,
    );
  });

  it("when the server quotes another total, shows it, keeps every trip and sends the new total the next time", async () => {
    answer = (request) =>
      request.body.trips[1]!.totalPrice === 360
        ? {
            status: 409,
            body: {
              error:
                "The price for this date and group is now $330 ($110 per person), not the $360 shown before. Nothing was booked yet: check the new total and send again.",
              quotes: [{ key: "cart-item-hells-gate", pricePerPerson: 110, totalPrice: 330 }],
            },
          }
        : {
            status: 201,
            body: { success: true, bookings: [], confirmationUrl: "/booking/confirmation" },
          };
    renderDialog();
    const dialog = await fillAndSend();

    const alert = await within(dialog).findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("is now $330 ($110 per person), not the $360");
    expect(within(dialog).getByTestId("book-all-total").textContent).toBe("$2,030");
    const cart = within(screen.getByRole("list", { name: "Trip Cart" }));
    expect(cart.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Point Lenana Summit - Standard: $850",
      "Hell's Gate: $110",
    ]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Send Booking Requests" }));
    expect(await screen.findByRole("heading", { name: "Your booking requests" })).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.trips.map((trip) => trip.totalPrice)).toEqual([1700, 330]);
  });

  it("says why nothing was booked and keeps every trip in the cart", async () => {
    answer = () => ({ status: 400, body: { error: "Hell's Gate: the date is fully booked" } });
    renderDialog();
    const dialog = await fillAndSend();

    const alert = await within(dialog).findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(
      "Failed to create 2 booking(s): Hell's Gate: the date is fully booked. Nothing was booked; your trips are still in your cart.",
    );
    const cart = within(screen.getByRole("list", { name: "Trip Cart" }));
    expect(cart.getAllByRole("listitem")).toHaveLength(2);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("shows a mixed party's lines and one total per currency, asks the citizen's ID number and sends travellers and both totals", async () => {
    window.localStorage.setItem(GUEST_CART_KEY, serializeCart([mixedLenana, hellsGate]));
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    await waitFor(() => expect(within(dialog).getByTestId("book-all-total-kes")).toBeTruthy());
    const trips = within(dialog).getByRole("list", { name: "Trips in this request" });
    const [mixed] = within(trips).getAllByRole("listitem");
    expect(mixed!.textContent).toContain("Trip price, Kenyan citizen (1 person at KES 60,800)");
    expect(mixed!.textContent).toContain(
      "Mount Kenya National Park fee, non-resident (1 person x 4 days at $40)$160",
    );
    expect(mixed!.textContent).toContain("Total in USD$1,010");
    expect(mixed!.textContent).toContain("Total in KES" + "KES 62,400");
    // $850 + $160 + 3 x $120 in dollars; the citizen's price and fees in shillings.
    expect(within(dialog).getByTestId("book-all-total").textContent).toBe("$1,370");
    expect(within(dialog).getByTestId("book-all-total-kes").textContent).toBe("KES 62,400");

    const proof = within(dialog).getByLabelText(
      "Point Lenana Summit - Standard, traveller 2 (Kenyan citizen): Kenyan ID or passport number",
    );
    expect((proof as HTMLInputElement).required).toBe(true);
    fireEvent.change(proof, { target: { value: "23456789" } });
    await fillAndSend();
    expect(await screen.findByRole("heading", { name: "Your booking requests" })).toBeTruthy();
    expect(sent[0]!.body.trips[0]).toMatchObject({
      key: "cart-item-lenana",
      numberOfParticipants: 2,
      totalPrice: 1010,
      totalPriceKes: 62_400,
      travellers: [
        { category: "non-resident", proof: null },
        { category: "kenyan-citizen", proof: "23456789" },
      ],
    });
    expect(sent[0]!.body.trips[1]).not.toHaveProperty("travellers");
    expect(sent[0]!.body.trips[1]).not.toHaveProperty("totalPriceKes");
  });

  it("when the server's KES total changed, shows the new lines and totals in every currency and sends them the next time", async () => {
    window.localStorage.setItem(GUEST_CART_KEY, serializeCart([mixedLenana, hellsGate]));
    const newLines = [
      line("trip", "non-resident", "USD", 850),
      line("trip", "kenyan-citizen", "KES", 60_800),
      line("fee", "non-resident", "USD", 40, 4),
      line("fee", "kenyan-citizen", "KES", 800, 4),
    ];
    answer = (request) =>
      request.body.trips[0]!.totalPriceKes === 62_400
        ? {
            status: 409,
            body: {
              error:
                "The price for this date and group is now $1,010 and KES 64,000. Nothing was booked yet: check the new total and send again.",
              quotes: [
                {
                  key: "cart-item-lenana",
                  pricePerPerson: 850,
                  totalPrice: 1010,
                  totalPriceKes: 64_000,
                  lines: newLines,
                  totals: [
                    { currency: "USD", amountMinor: 1010_00 },
                    { currency: "KES", amountMinor: 64_000_00 },
                  ],
                },
              ],
            },
          }
        : {
            status: 201,
            body: { success: true, bookings: [], confirmationUrl: "/booking/confirmation" },
          };
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    await waitFor(() => expect(within(dialog).getByTestId("book-all-total-kes")).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText(/traveller 2 \(Kenyan citizen\)/), {
      target: { value: "23456789" },
    });
    await fillAndSend();

    const alert = await within(dialog).findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("now $1,010 and KES 64,000");
    expect(within(dialog).getByTestId("book-all-total").textContent).toBe("$1,370");
    expect(within(dialog).getByTestId("book-all-total-kes").textContent).toBe("KES 64,000");
    expect(
      within(dialog).getByRole("list", { name: "Trips in this request" }).textContent,
    ).toContain(
      "Mount Kenya National Park fee, Kenyan citizen (1 person x 4 days at KES 800)KES 3,200",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Send Booking Requests" }));
    expect(await screen.findByRole("heading", { name: "Your booking requests" })).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.trips[0]).toMatchObject({ totalPrice: 1010, totalPriceKes: 64_000 });
  });
});
