import type { Language } from "../../../domain/i18n/languages";
import { site } from "../../../domain/site";
import { m } from "~/i18n/messages";

/**
 * The footer's words in the page's language, made by the root loader (decision 0075): the footer
 * is drawn only with the root's data, so its words travel in that data, one language's worth,
 * instead of every language's catalog in every page's JavaScript.
 */
export function footerWords(language: Language) {
  const locale = { locale: language };
  return {
    about: `${m.footer_tagline({}, locale)}. ${m.footer_reply_promise({ hours: site.responsePromiseHours }, locale)}`,
    emergencyLine: m.footer_emergency_line({}, locale),
    chatOnWhatsapp: m.footer_chat_whatsapp({}, locale),
    opensNewTab: m.footer_opens_new_tab({}, locale),
    quickLinks: m.footer_quick_links({}, locale),
    seasonalGuide: m.footer_seasonal_guide({}, locale),
    team: m.footer_team({}, locale),
    adventures: m.footer_adventures({}, locale),
    policies: m.footer_policies({}, locale),
    policyPages: [
      { path: "/booking-conditions", title: m.footer_booking_conditions({}, locale) },
      { path: "/privacy", title: m.footer_privacy({}, locale) },
      { path: "/safety", title: m.footer_safety({}, locale) },
      { path: "/travel-info", title: m.footer_travel_info({}, locale) },
    ],
    founded: m.footer_founded({ years: site.foundedYearsAgo }, locale),
  };
}

export type FooterWords = ReturnType<typeof footerWords>;
