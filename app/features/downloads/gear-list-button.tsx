import { ListChecks } from "lucide-react";
import { Button } from "~/components/ui/button";
import { gearListKind, type GearListKind, type GearListTrip } from "./gear-kind";

const labels: Record<GearListKind, string> = {
  mountain: "Download Climbing Gear List",
  safari: "Download Safari Gear List",
};

/**
 * Builds the gear list page in the browser (the builder loads on click) and saves it as an HTML
 * file. Renders nothing for a trip without gear or without a mountain or safari list.
 */
export function GearListButton({ trip }: { trip: GearListTrip }) {
  const kind = gearListKind(trip);
  if (!kind) return null;

  async function download(listKind: GearListKind) {
    const { gearListFileNames, gearListHtml } = await import("./gear-list");
    const html = gearListHtml(trip, listKind, window.location.origin);
    const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = gearListFileNames[listKind];
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <Button variant="outline" size="lg" className="w-full" onClick={() => void download(kind)}>
      <ListChecks aria-hidden="true" className="size-5" />
      {labels[kind]}
    </Button>
  );
}
