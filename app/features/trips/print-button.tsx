import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The trek pages' Download Itinerary PDF: the browser's print dialog with our print stylesheet. */
export function PrintItineraryButton() {
  return (
    <Button variant="outline" size="lg" className="w-full" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-5" />
      Download Itinerary PDF
    </Button>
  );
}
