import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { isListingPath } from "../../../domain/catalogue/categories";
import { buttonClasses } from "~/components/ui/button";
import { previousEntryPath } from "./history-entries";
import { splitLanguage } from "../../../domain/i18n/languages";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

/**
 * A trip page's way back. The link itself goes to the trip's listing (decision 0070: the one
 * whose cards hold it, `listingPath` from the loader), so it works when the
 * page was opened directly, from a search engine or without JavaScript. When the visitor came
 * from a listing in this tab (a category page, or the landing page), it goes back in history
 * instead, and React Router's ScrollRestoration returns them to the card they chose.
 */
export function BackToAdventures({ listingPath }: { listingPath: string | null }) {
  const navigate = useNavigate();
  const { t, path } = useMessages();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const previous = previousEntryPath();
    if (previous === undefined || !isListingPath(splitLanguage(previous).path)) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={path(listingPath ?? "/#adventures")}
      onClick={onClick}
      className={buttonClasses("ghostOnDark", "md", "no-print -ml-4")}
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t(m.trip_back_to_adventures)}
    </Link>
  );
}
