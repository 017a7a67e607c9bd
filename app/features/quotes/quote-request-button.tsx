import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import type { QuoteFormProps } from "./quote-options";

// The quote form is only needed once a visitor asks for a quote; keep it out of the trip pages' bundle.
const QuoteRequestDialog = lazy(() => import("./quote-request-dialog"));

/** 'Request School Quote', 'Request Proposal', 'Request Corporate Quote': a button that opens the quote form in a modal. */
export function QuoteRequestButton({
  label,
  variant = "primary",
  className,
  ...form
}: QuoteFormProps & {
  label: string;
  variant?: "primary" | "secondary" | "outline";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open, so closing the native dialog returns focus to this button.
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <Button
        variant={variant}
        size="lg"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog {...form} title={label} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
