import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { categoryOfTrip, isListingPath } from "../../../domain/catalogue/trip-category";
import { buttonClasses } from "~/components/ui/button";
import { previousEntryPath } from "./history-entries";

/**
 * A trip page's way back. The link itself goes to the trip's category, so it works when the
 * page was opened directly, from a search engine or without JavaScript. When the visitor came
 * from a listing in this tab (a category page, or the landing page), it goes back in history
 * instead, and React Router's ScrollRestoration returns them to the card they chose.
 */
export function BackToAdventures({ tripSlug }: { tripSlug: string }) {
  const navigate = useNavigate();
  const category = categoryOfTrip(tripSlug);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const previous = previousEntryPath();
    if (previous === undefined || !isListingPath(previous)) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={category?.path ?? "/#adventures"}
      onClick={onClick}
      className={buttonClasses("ghostOnDark", "md", "no-print -ml-4")}
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Adventures
    </Link>
  );
}
