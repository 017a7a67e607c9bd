import { Link as LinkIcon, Mail, MessageCircle, PencilLine } from "lucide-react";
import { Form, Link } from "react-router";
import { businessDay, formatTravelDate } from "../../../domain/calendar";
import type { ReadinessAdvice as Advice } from "../../../domain/travellers/readiness";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { fieldClasses } from "~/features/booking/booking-fields";
import { ReadinessAdvice } from "./readiness-advice";

export interface SlotView {
  slot: number;
  complete: boolean;
  name: string | null;
  filledBy: "booker" | "traveller" | null;
  erasedAt: string | null;
  advice: Advice | null;
}

export interface MadeLink {
  slot: number;
  url: string;
  expiresAt: string;
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline underline-offset-2";

function ShareLink({ link, tripTitle }: { link: MadeLink; tripTitle: string }) {
  const message = `Please fill in your details for ${tripTitle} here: ${link.url}`;
  const id = `link-${link.slot}`;
  return (
    <div className="mt-3 rounded-lg border border-forest-700 bg-forest-50 p-3" role="status">
      <label htmlFor={id} className="text-sm font-semibold">
        Personal link for traveller {link.slot} (works once, until{" "}
        {formatTravelDate(businessDay(new Date(link.expiresAt)))})
      </label>
      <input id={id} readOnly value={link.url} className={`${fieldClasses} font-mono text-sm`} />
      <p className="mt-2 flex flex-wrap gap-x-6">
        <a
          className={linkClass}
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Send by WhatsApp (opens in a new tab)
        </a>
        <a
          className={linkClass}
          href={`mailto:?subject=${encodeURIComponent(`Your details for ${tripTitle}`)}&body=${encodeURIComponent(message)}`}
        >
          <Mail aria-hidden="true" className="size-4" />
          Send by email
        </a>
      </p>
      <p className="mt-1 text-sm">
        Anyone with this link can fill in this traveller's details once, so send it only to them.
        Making a new link stops this one.
      </p>
    </div>
  );
}

/** Every traveller of the booking: who is complete, and how to fill in or send a link for each. */
export function TravellerList({
  slots,
  closed,
  link,
  tripTitle,
}: {
  slots: readonly SlotView[];
  closed: boolean;
  link?: MadeLink;
  tripTitle: string;
}) {
  return (
    <ol className="mt-6 grid gap-4">
      {slots.map((slot) => (
        <li
          key={slot.slot}
          id={`traveller-${slot.slot}`}
          className="rounded-xl border border-sand-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-bold">
              Traveller {slot.slot}
              {slot.name ? `: ${slot.name}` : ""}
            </h2>
            {slot.erasedAt ? (
              <Badge tone="gray">Erased after the trip</Badge>
            ) : (
              <Badge tone={slot.complete ? "green" : "yellow"}>
                {slot.complete ? "Complete" : slot.name ? "Readiness missing" : "Not filled in"}
              </Badge>
            )}
          </div>
          {slot.filledBy ? (
            <p className="mt-1 text-sm">
              Filled in by {slot.filledBy === "booker" ? "you" : "the traveller, with their link"}.
            </p>
          ) : null}
          {slot.advice ? (
            <ReadinessAdvice advice={slot.advice} name={slot.name ?? undefined} />
          ) : null}
          {closed ? null : (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Link
                to={`?traveller=${slot.slot}#traveller-form-heading`}
                className={buttonClasses("outline")}
              >
                <PencilLine aria-hidden="true" className="size-4" />
                {slot.name ? "Edit" : "Fill in"}
                <span className="sr-only"> traveller {slot.slot}'s details</span>
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="link" />
                <input type="hidden" name="slot" value={slot.slot} />
                <Button type="submit" variant="ghost">
                  <LinkIcon aria-hidden="true" className="size-4" />
                  Make a personal link<span className="sr-only"> for traveller {slot.slot}</span>
                </Button>
              </Form>
            </div>
          )}
          {link?.slot === slot.slot ? <ShareLink link={link} tripTitle={tripTitle} /> : null}
        </li>
      ))}
    </ol>
  );
}
