import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { TripSearchForm } from "./trip-search-form";

/**
 * The header's search on desktops (from 1024 px): a disclosure (a <details>, so it opens without
 * JavaScript) whose summary is the magnifier, holding the labelled search box under the bar.
 * Below that the box is the first item of the menu instead (no room in a 320 px bar, nor beside the links of a tablet's).
 */
export function HeaderSearch() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  return (
    <details ref={ref} className="group relative hidden lg:block">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-earth-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search trips</span>
      </summary>
      <div className="absolute top-full right-0 z-50 mt-1 w-80 rounded-lg border border-sand-200 bg-white p-3 shadow-md">
        <TripSearchForm id="header-search" />
      </div>
    </details>
  );
}
