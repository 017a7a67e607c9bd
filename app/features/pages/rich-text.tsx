import { Link } from "react-router";
import { inlineLinks } from "../../../domain/pages/inline-links";

/**
 * A paragraph the operator wrote in the content studio: its `[words](/page)` become links to
 * those pages of the site (domain/pages/inline-links.ts); the rest is text, escaped as any text.
 */
export function RichText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {inlineLinks(text).map((piece, index) =>
        "path" in piece ? (
          <Link
            key={index}
            className={linkClassName ?? "underline underline-offset-2"}
            to={piece.path}
          >
            {piece.text}
          </Link>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
