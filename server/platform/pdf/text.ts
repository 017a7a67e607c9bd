/**
 * pdfkit's built-in Helvetica speaks WinAnsi (Windows-1252) only. A character outside it is
 * written as a raw hex code of the wrong length, which garbles the line or the whole string,
 * so every text goes through `pdfText` first: known look-alikes are swapped in, accents outside
 * Latin-1 are stripped, control characters become spaces and anything else becomes '?'.
 */

/** The Unicode characters Windows-1252 places in 0x80-0x9F (pdfkit's WIN_ANSI_MAP keys). */
const winAnsiExtras = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x017e, 0x0178,
]);

const lookAlikes: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "\u2014",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2713": "+",
  "\u2714": "+",
  "\u25cf": "\u2022",
  "\u2009": " ",
  "\u202f": " ",
  "\u200b": "",
  "\ufeff": "",
};

function isWinAnsi(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(code)
  );
}

export function pdfText(value: unknown): string {
  const input =
    typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  let output = "";
  for (const char of input.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (isWinAnsi(code)) {
      output += char;
    } else if (char in lookAlikes) {
      output += lookAlikes[char];
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      output += char === "\n" ? "\n" : " ";
    } else {
      // "ő" -> "o" + combining mark -> "o"; a character with no Latin form -> "?".
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      output +=
        [...base].every((part) => isWinAnsi(part.codePointAt(0)!)) && base.length > 0 ? base : "?";
    }
  }
  return output;
}
