import { data } from "react-router";
import type { Route } from "./+types/root";
import { featuredTripSlugs } from "./components/layout/site-footer";
import { findCard } from "../domain/catalogue/cards";
import { isAdmin, readSession } from "../server/auth/session";
import { siteContacts } from "../server/config";

// The session is read here, on the server, so the first paint already shows the right account link.
// userId keys the Trip Cart storage: each signed-in user has their own cart in the browser.
export async function loader({ request }: Route.LoaderArgs) {
  const { user, setCookies } = await readSession(request);
  const featuredTrips = featuredTripSlugs.flatMap((slug) => {
    const card = findCard(slug);
    return card ? [{ slug, title: card.title }] : [];
  });
  // Admins see a link to the admin area in the site's header (one indexed lookup, signed in only).
  const admin = user ? await isAdmin(user.id) : false;
  // A refreshed session cookie goes out with the page (React Router passes loader cookies on).
  return data(
    {
      contacts: siteContacts(),
      signedIn: user !== null,
      isAdmin: admin,
      userId: user?.id ?? null,
      featuredTrips,
    },
    { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) },
  );
}
