import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from "react";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { QuoteFormProps } from "./quote-options";

// The quote form is only needed once a visitor asks for a quote; keep it out of the trip pages' bundle.
const QuoteRequestDialog = lazy(() => import("./quote-request-dialog"));

/**
 * 'Request School Quote', 'Request Proposal', 'Request Corporate Quote': a link to the quote page
 * (/itinerary/:slug/quote, the same form as a page) that, once JavaScript runs, is a button
 * opening the form in a modal instead. Without JavaScript it simply leads to the page.
 */
export function QuoteRequestButton({
  label,
  href,
  variant = "primary",
  className,
  ...form
}: QuoteFormProps & {
  label: string;
  /** The quote page with the panel's choices. */
  href: string;
  variant?: "primary" | "secondary" | "outline";
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open, so closing the native dialog returns focus to this button.
  const [loaded, setLoaded] = useState(false);
  const openDialog = (event: MouseEvent | KeyboardEvent) => {
    // A click that asks for a new tab or window keeps the link's own behaviour.
    if (
      "button" in event &&
      (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    )
      return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <a
        href={href}
        className={buttonClasses(variant, "lg", className)}
        {...(hydrated
          ? {
              role: "button",
              "aria-haspopup": "dialog" as const,
              onClick: openDialog,
              // A button answers the space bar as well as Enter.
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === " ") openDialog(event);
              },
            }
          : {})}
      >
        {label}
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog {...form} title={label} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
