import { ListChecks } from "lucide-react";
import type { GearListKind, Trip } from "../../../domain/catalogue/trip-schema";
import { gearListOf, gearListPdfPath } from "../../../domain/catalogue/trip-facts";
import { buttonClasses } from "~/components/ui/button";

const labels: Record<GearListKind, string> = {
  mountain: "Download Climbing Gear List (PDF)",
  safari: "Download Safari Gear List (PDF)",
};

/**
 * The trip's gear list as a PDF the server makes from the same content as the page
 * (server/modules/catalogue/gear-list.ts): a plain link, so it downloads with or without JavaScript.
 * Renders nothing for a trip without gear or without a mountain or safari list.
 */
export function GearListButton({ trip }: { trip: Pick<Trip, "slug" | "gear" | "gearList"> }) {
  const kind = gearListOf(trip);
  if (!kind) return null;
  return (
    <a href={gearListPdfPath(trip)} download className={buttonClasses("outline", "lg", "w-full")}>
      <ListChecks aria-hidden="true" className="size-5" />
      {labels[kind]}
    </a>
  );
}
