import { Menu, Mountain, ShoppingBag, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { site } from "../../../domain/site";
import { buttonClasses } from "~/components/ui/button";
import { TripCartButton } from "~/features/cart/trip-cart-button";

/** The landing page's anchored sections; from other pages the links go back to the landing page. */
export const sectionLinks = [
  { href: "/#home", label: "Home" },
  { href: "/#story", label: "Our Story" },
  { href: "/#adventures", label: "Adventures" },
  { href: "/#gallery", label: "Gallery" },
  { href: "/#plan", label: "Plan" },
  { href: "/#contact", label: "Contact" },
] as const;

/** `isAdmin`: the signed-in user may open the admin area, so the header links to it. */
export function SiteHeader({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const accountLink = signedIn
    ? { to: "/dashboard", label: "Dashboard" }
    : { to: "/auth", label: "Sign In" };

  return (
    <header className="no-print sticky top-0 z-40 border-b border-sand-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 font-display text-lg font-bold text-forest-900"
        >
          <Mountain aria-hidden="true" className="size-6 text-ochre-600" />
          {site.brandName}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-earth-900 hover:bg-sand-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <TripCartButton icon={<ShoppingBag aria-hidden="true" className="size-5" />} />
        {isAdmin ? (
          <Link
            to="/admin"
            className="hidden rounded-md px-3 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50 sm:block"
          >
            Admin
          </Link>
        ) : null}
        <NavLink
          to={accountLink.to}
          className="hidden rounded-md px-3 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50 sm:block"
        >
          {accountLink.label}
        </NavLink>
        <span className="hidden sm:block">
          <a href="/#contact" className={buttonClasses("secondary", "sm")}>
            Contact Us
          </a>
        </span>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-earth-900 hover:bg-sand-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-sand-200 bg-white lg:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 font-medium hover:bg-sand-100"
              >
                {link.label}
              </a>
            </li>
          ))}
          {isAdmin ? (
            <li>
              <Link
                to="/admin"
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 font-semibold text-forest-800 hover:bg-forest-50"
              >
                Admin
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              to={accountLink.to}
              onClick={() => setMenuOpen(false)}
              className="block rounded-md px-3 py-3 font-semibold text-forest-800 hover:bg-forest-50"
            >
              {accountLink.label}
            </Link>
          </li>
          <li>
            <a
              href="/#contact"
              onClick={() => setMenuOpen(false)}
              className={buttonClasses("secondary", "md", "w-full")}
            >
              Contact Us
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
