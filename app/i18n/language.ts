import { useLocation } from "react-router";
import { languageOfPath, localizedPath, type Language } from "../../domain/i18n/languages";

/**
 * The page's language, read from its address (/de/..., /fr/..., else English) on the server and
 * in the browser alike, so a render and its hydration always agree (decision 0075).
 */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A compiled message of app/i18n/messages: its inputs, then the language to say it in. */
type Message<Inputs> = (inputs: Inputs, options: { locale: Language }) => string;

/**
 * The page's words: `t(m.nav_home)`, `t(m.trip_max_people, { count: 8 })`. Each message is
 * passed in by its import, so the build keeps only the messages a page uses (Paraglide's
 * tree-shaking); the language is always explicit, never the runtime's guess.
 */
export function useMessages() {
  const language = useLanguage();
  function t(message: Message<Record<string, never>>): string;
  function t<Inputs>(message: Message<Inputs>, inputs: Inputs): string;
  function t<Inputs>(message: Message<Inputs>, inputs?: Inputs): string {
    return message(inputs ?? ({} as Inputs), { locale: language });
  }
  /** An English path of the site in the page's language: "/team" -> "/de/team". */
  const path = (englishPath: string) => localizedPath(englishPath, language);
  return { language, t, path };
}
