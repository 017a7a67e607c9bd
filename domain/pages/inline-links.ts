/**
 * Links inside a page's paragraph, written as `[the words](/a-page)` in the content studio: the
 * words become a link to that page of the site. Only the site's own paths are links (a path that
 * starts with one "/"), so a paragraph cannot send a reader elsewhere unseen; anything else stays
 * the text as written.
 */

export type TextPiece = { text: string } | { text: string; path: string };

const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^\s)]*)\)/g;

export function inlineLinks(paragraph: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(LINK)) {
    if (match.index > from) pieces.push({ text: paragraph.slice(from, match.index) });
    pieces.push({ text: match[1]!, path: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < paragraph.length) pieces.push({ text: paragraph.slice(from) });
  return pieces;
}

/** The paragraph as a reader reads it: the links' words without their paths (mails, summaries). */
export function plainText(paragraph: string): string {
  return inlineLinks(paragraph)
    .map((piece) => piece.text)
    .join("");
}
