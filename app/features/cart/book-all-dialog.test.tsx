import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GUEST_CART_KEY, serializeCart, type CartItem } from "../../../domain/cart/cart";
import BookAllDialog from "./book-all-dialog";
import { CartProvider, useCart } from "./cart-context";

// The "Book All Trips" dialog of the Trip Cart, rendered inside a router whose root loader gives
// the operator's WhatsApp number, as the real root route does. The booking API is a stub that
// records each request and answers as the server would.

const lenana: CartItem = {
  id: "cart-item-lenana",
  tripSlug: "point-lenana",
  tierId: "standard",
  adventureType: "Point Lenana Summit - Standard",
  duration: "4 days",
  participants: 2,
  price: "$850",
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
  preferredDate: "2030-03-01",
  addedAt: new Date("2030-01-01T08:05:00Z"),
};

interface SentBooking {
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

let sent: SentBooking[];
let refuse: (body: Record<string, unknown>) => string | null;
let chatTab: { opener: unknown; location: { href: string }; close: () => void };

beforeEach(() => {
  window.localStorage.setItem(GUEST_CART_KEY, serializeCart([lenana, hellsGate]));
  sent = [];
  refuse = () => null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/secure-booking");
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ idempotencyKey: new Headers(init.headers).get("idempotency-key"), body });
      const error = refuse(body);
      return error
        ? Response.json({ error }, { status: 400 })
        : Response.json(
            { success: true, booking: { id: `b-${sent.length}`, totalPrice: body.totalPrice } },
            { status: 201 },
          );
    }),
  );
  chatTab = { opener: window, location: { href: "" }, close: vi.fn() };
  vi.spyOn(window, "open").mockReturnValue(chatTab as unknown as Window);
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
        <li key={item.id}>{item.adventureType}</li>
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
  ]);
  render(<Stub initialEntries={["/"]} />);
}

async function fillAndSend() {
  const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
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
  it("shows the number of trips and the estimated total of the cart", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Book All Trips" });
    // 2 x $850 + 3 x $120
    expect(await within(dialog).findByText(/2 trips, estimated \$2,060\./)).toBeTruthy();
  });

  it("sends one booking request per trip, each with its own idempotency key, then opens the WhatsApp summary", async () => {
    renderDialog();
    await fillAndSend();
    await vi.waitFor(() => expect(chatTab.location.href).not.toBe(""));

    expect(sent.map((request) => request.idempotencyKey).sort()).toEqual([
      "cart-item-hells-gate",
      "cart-item-lenana",
    ]);
    const lenanaRequest = sent.find((request) => request.body.tripSlug === "point-lenana")?.body;
    expect(lenanaRequest).toEqual({
      clientName: "Amina Otieno",
      clientEmail: "amina@example.com",
      clientPhone: null,
      adventureType: "Point Lenana Summit - Standard",
      tripSlug: "point-lenana",
      tierId: "standard",
      bookingDate: "2030-02-10",
      numberOfParticipants: 2,
      totalPrice: 1700,
      specialRequirements: "Vegetarian meals\nArriving from Nairobi",
      website: "",
    });
    expect(sent.find((request) => request.body.tripSlug === "hells-gate")?.body).toMatchObject({
      adventureType: "Hell's Gate",
      bookingDate: "2030-03-01",
      numberOfParticipants: 3,
      totalPrice: 360,
    });

    const chat = new URL(chatTab.location.href);
    expect(chat.origin + chat.pathname).toBe("https://wa.me/254712345678");
    expect(chat.searchParams.get("text")).toContain("Total estimate: $2,060");
    expect(onClose).toHaveBeenCalled();
    expect(
      within(screen.getByRole("list", { name: "Trip Cart" })).queryAllByRole("listitem"),
    ).toHaveLength(0);
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

  it("says which booking failed and keeps only that trip in the cart", async () => {
    refuse = (body) => (body.tripSlug === "hells-gate" ? "That date is fully booked" : null);
    renderDialog();
    const dialog = await fillAndSend();

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(
      "Failed to create 1 booking(s): That date is fully booked. The trips that failed are still in your cart.",
    );
    const cart = within(screen.getByRole("list", { name: "Trip Cart" }));
    expect(cart.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Hell's Gate"]);
    expect(chatTab.close).toHaveBeenCalled();
    expect(chatTab.location.href).toBe("");
  });
});
