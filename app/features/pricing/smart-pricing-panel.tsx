import { AlertTriangle, Loader2, RefreshCw, Sparkles } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { DynamicPrice } from "../../../domain/pricing/dynamic-pricing";
import { formatUsd } from "../../../domain/pricing/money";
import { todayIsoDate } from "~/features/booking/booking-fields";
import { daysBetween } from "../../../domain/calendar";

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "loaded"; price: DynamicPrice }
  | { status: "error"; message: string };

/** Whole days from today to the travel date, rounded up: the `daysInAdvance` the pricing API takes. */
function daysInAdvance(bookingDate: string): number {
  return Math.max(0, daysBetween(todayIsoDate(), bookingDate));
}

/**
 * Asks the server's pricing engine for the live price of the chosen trip, tier, date and group.
 * Only asks once trip, date and participants are all known; shows nothing until then.
 */
export function SmartPricingPanel({
  adventureType,
  tierId,
  bookingDate,
  participants,
  onPrice,
}: {
  adventureType: string;
  tierId?: string;
  bookingDate: string;
  participants: number;
  onPrice: (price: DynamicPrice | null) => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });

  const calculate = useCallback(async () => {
    if (!adventureType || !bookingDate || participants <= 0) return;
    setState({ status: "loading" });
    onPrice(null);
    try {
      const response = await fetch("/api/dynamic-pricing", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          adventureType,
          tierId,
          bookingDate,
          participants,
          daysInAdvance: daysInAdvance(bookingDate),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as DynamicPrice & { error?: string };
      if (!response.ok || body.error)
        throw new Error(body.error ?? `the server answered ${response.status}`);
      setState({ status: "loaded", price: body });
      onPrice(body);
    } catch (error) {
      setState({
        status: "error",
        message: error instanceof Error ? error.message : String(error),
      });
      onPrice(null);
    }
  }, [adventureType, tierId, bookingDate, participants, onPrice]);

  useEffect(() => {
    void calculate();
  }, [calculate]);

  if (state.status === "idle") return null;
  return (
    <div
      className="rounded-xl border border-forest-100 bg-forest-50 p-4"
      aria-live="polite"
      aria-busy={state.status === "loading"}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-sans font-bold">
          <Sparkles aria-hidden="true" className="size-4 text-ochre-700" /> Smart pricing
        </h3>
        <button
          type="button"
          onClick={() => void calculate()}
          disabled={state.status === "loading"}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-forest-800 hover:bg-white disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </button>
      </div>
      {state.status === "loading" ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Calculating your live
          price...
        </p>
      ) : null}
      {state.status === "error" ? (
        <div
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex items-center gap-1.5 font-bold">
            <AlertTriangle aria-hidden="true" className="size-4" /> Pricing Error
          </p>
          <p>Failed to calculate dynamic pricing: {state.message}</p>
        </div>
      ) : null}
      {state.status === "loaded" ? (
        <div className="mt-2 text-sm">
          <p className="flex items-baseline justify-between">
            <span>Live price per person</span>
            <strong className="text-lg">{formatUsd(state.price.finalPrice)}</strong>
          </p>
          {state.price.savings > 0 ? (
            <p className="font-semibold text-green-900">
              You save {formatUsd(state.price.savings)} per person
            </p>
          ) : null}
          <p className="mt-1">{state.price.seasonInfo}</p>
          <ul className="mt-2 grid gap-0.5">
            {(state.price.priceBreakdown ?? []).map((line) => {
              const [label, value] = line.split(":");
              return (
                <li key={line} className="flex justify-between gap-3">
                  <span>{label}</span>
                  <span className="font-medium">{value}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
