import { data, redirect } from "react-router";
import { renamedTripSlug } from "../../server/modules/catalogue";

/**
 * What a trip URL answers when no published trip has its slug: a 301 to the trip's page under
 * its new slug when the operator renamed it (old links, bookmarks and search results keep
 * working, decision 0065), else 404.
 */
export function tripNotFound(request: Request, slug: string | undefined): never {
  const renamed = slug ? renamedTripSlug(slug) : undefined;
  if (!renamed || !slug) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const path = url.pathname.replace(`/itinerary/${slug}`, `/itinerary/${renamed}`);
  throw redirect(path + url.search, 301);
}
