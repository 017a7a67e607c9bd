import { Menu, Mountain, ShoppingBag, X } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { site } from "../../../domain/site";
import { buttonClasses } from "~/components/ui/button";
import { TripCartButton } from "~/features/cart/trip-cart-button";
import { CurrencySwitch } from "~/features/currency/currency-switch";
import { HeaderSearch } from "~/features/trips/header-search";
import { TripSearchForm } from "~/features/trips/trip-search-form";
import { LanguageSwitch } from "~/features/languages/language-switch";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

/**
 * The landing page's anchored sections; from other pages the links go back to the landing page
 * (in the page's language: "/de/#story").
 */
export const sectionLinks = [
  { href: "/#home", label: m.nav_home },
  { href: "/#story", label: m.nav_story },
  { href: "/#adventures", label: m.nav_adventures },
  { href: "/#gallery", label: m.nav_gallery },
  { href: "/#plan", label: m.nav_plan },
  { href: "/#contact", label: m.nav_contact },
] as const;

/** `isAdmin`: the signed-in user may open the admin area, so the header links to it. */
export function SiteHeader({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  // The phone menu is a <details> element: it opens and closes without JavaScript. Once the
  // page is interactive, following a link or pressing Escape closes it, and so does a new page.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const { t, path } = useMessages();
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const closeOnOutsidePress = (event: PointerEvent) => {
      const menu = menuRef.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, []);
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !menuRef.current?.open) return;
    closeMenu();
    menuRef.current.querySelector("summary")?.focus();
  }
  const accountLink = signedIn
    ? { to: path("/dashboard"), label: t(m.nav_dashboard) }
    : { to: path("/auth"), label: t(m.nav_sign_in) };

  return (
    <header className="no-print sticky top-0 z-40 border-b border-sand-200 bg-white">
      {/* Tighter on the narrowest phones, so the currency switch, the cart and the menu button all
          stay on a 320 px screen: the brand drops its mark and a size there. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-3 sm:px-6">
        <Link
          to={path("/")}
          className="mr-auto flex items-center gap-2 font-display text-sm font-bold whitespace-nowrap text-forest-900 min-[360px]:text-base sm:text-lg"
        >
          <Mountain aria-hidden="true" className="hidden size-6 text-ochre-600 min-[360px]:block" />
          {site.brandName}
        </Link>
        <nav aria-label={t(m.nav_main)} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={path(link.href)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-earth-900 hover:bg-sand-100"
                >
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <CurrencySwitch />
        <LanguageSwitch variant="bar" />
        <TripCartButton icon={<ShoppingBag aria-hidden="true" className="size-5" />} />
        {isAdmin ? (
          <Link
            to="/admin"
            className="hidden rounded-md px-3 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50 sm:block"
          >
            {t(m.nav_admin)}
          </Link>
        ) : null}
        <NavLink
          to={accountLink.to}
          className="hidden rounded-md px-3 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50 sm:block"
        >
          {accountLink.label}
        </NavLink>
        <span className="hidden sm:block">
          <a href={path("/#contact")} className={buttonClasses("secondary", "sm")}>
            {t(m.nav_contact_us)}
          </a>
        </span>
        <details ref={menuRef} className="group xl:hidden" onKeyDown={closeOnEscape}>
          <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-earth-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            <span className="sr-only">{t(m.nav_menu)}</span>
          </summary>
          <nav
            aria-label={t(m.nav_mobile)}
            className="absolute inset-x-0 top-full border-y border-sand-200 bg-white shadow-md"
          >
            <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
              <li className="px-3 pb-2 lg:hidden">
                <TripSearchForm id="menu-search" onSearch={closeMenu} />
              </li>
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={path(link.href)}
                    onClick={closeMenu}
                    className="block rounded-md px-3 py-3 font-medium hover:bg-sand-100"
                  >
                    {t(link.label)}
                  </a>
                </li>
              ))}
              {isAdmin ? (
                <li>
                  <Link
                    to="/admin"
                    onClick={closeMenu}
                    className="block rounded-md px-3 py-3 font-semibold text-forest-800 hover:bg-forest-50"
                  >
                    {t(m.nav_admin)}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link
                  to={accountLink.to}
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-3 font-semibold text-forest-800 hover:bg-forest-50"
                >
                  {accountLink.label}
                </Link>
              </li>
              <li>
                <a
                  href={path("/#contact")}
                  onClick={closeMenu}
                  className={buttonClasses("secondary", "md", "w-full")}
                >
                  {t(m.nav_contact_us)}
                </a>
              </li>
              <li className="sm:hidden">
                <LanguageSwitch variant="menu" />
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
