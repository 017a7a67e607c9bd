import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { safeReturnPath } from "../../../domain/auth/return-path";
import { isCurrency, type Currency } from "../../../domain/money/amount";
import { env } from "../config";
import { preferenceCookie } from "./preference-cookie";

/**
 * The header's currency switch (decision 0034): a plain form posts here, the choice goes into a
 * cookie for a year, and the visitor is sent back to the page they were on. No JavaScript is
 * involved, so the switch works before (and without) hydration. The cookie is read on the server
 * only: by the root loader (to convert prices) and by the page cache (to keep one copy per currency).
 */

export const CURRENCY_COOKIE = "currency";
const cookiePattern = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Za-z]{3})(?:;|$)`);

/** The visitor's chosen currency from a Cookie header; USD when none or not one we show. */
export function currencyChoice(cookieHeader: string | null | undefined): Currency {
  const value = cookiePattern.exec(cookieHeader ?? "")?.[1]?.toUpperCase();
  return isCurrency(value) ? value : "USD";
}

export function currencyCookie(currency: Currency, secure: boolean): string {
  return preferenceCookie(CURRENCY_COOKIE, currency, secure);
}

export const currencyRoutes = new Hono();

currencyRoutes.post(
  "/currency",
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text("The form is too large.", 413) }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = safeReturnPath(form.back) ?? "/";
    const currency = typeof form.currency === "string" ? form.currency.toUpperCase() : "";
    if (!isCurrency(currency))
      return c.text("Choose US dollars, Kenyan shillings, euros or British pounds.", 400);
    c.header("Set-Cookie", currencyCookie(currency, env().SITE_URL.startsWith("https://")));
    c.header("Cache-Control", "no-store");
    return c.redirect(back, 303);
  },
);
