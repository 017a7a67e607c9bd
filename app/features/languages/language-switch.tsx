import { useLocation } from "react-router";
import { languageNames, languages, switchedPath } from "../../../domain/i18n/languages";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

/**
 * The header's language switch (decision 0075): plain links to this same page in each language,
 * so it works before and without JavaScript, and each is a full page load (the server remembers
 * the choice in a cookie: server/platform/http/language-choice.ts). Each name is written in its
 * own language and marked so (`lang`), for screen readers.
 */
export function LanguageSwitch({ variant }: { variant: "bar" | "menu" }) {
  const { pathname, search } = useLocation();
  const { language, t } = useMessages();
  const bar = variant === "bar";
  // A listing's filters go along; a sign-in's return address does not: the auth page checks it,
  // and this page must never write an address it was handed back out as a link.
  const keptQuery = search.includes("redirect=") ? "" : search;
  return (
    <nav aria-label={t(m.language_switch_label)} className={bar ? "hidden sm:block" : undefined}>
      <ul className={bar ? "flex items-center" : "flex flex-wrap gap-1 px-3 py-2"}>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={switchedPath(pathname, code) + keptQuery}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? "page" : undefined}
              className={
                bar
                  ? "inline-flex min-h-11 min-w-9 items-center justify-center rounded-md px-1.5 text-sm font-semibold text-earth-900 uppercase hover:bg-sand-100 aria-[current=page]:text-forest-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                  : "inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-sand-100 aria-[current=page]:font-bold aria-[current=page]:text-forest-800"
              }
            >
              {bar ? (
                <>
                  {code}
                  <span className="sr-only"> {languageNames[code]}</span>
                </>
              ) : (
                languageNames[code]
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
