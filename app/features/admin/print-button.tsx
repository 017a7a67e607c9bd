import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Opens the browser's print dialog. It needs JavaScript; without it the browser's own Print
 * command prints the same page (the admin header is left off the paper).
 */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print
    </Button>
  );
}
