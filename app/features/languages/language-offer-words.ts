import { languageNames, localizedPath, type Language } from "../../../domain/i18n/languages";
import { m } from "~/i18n/messages";

/** The offer's words in the language it offers, made by the root loader (decision 0075). */
export function languageOfferWords(language: Language | null) {
  if (!language) return null;
  const locale = { locale: language };
  return {
    language,
    href: localizedPath("/", language),
    label: `${m.language_offer_label({}, locale)}: ${languageNames[language]}`,
    text: m.language_offer_text({}, locale),
    link: m.language_offer_link({}, locale),
    dismiss: m.language_offer_dismiss({}, locale),
  };
}

export type LanguageOfferWords = NonNullable<ReturnType<typeof languageOfferWords>>;
