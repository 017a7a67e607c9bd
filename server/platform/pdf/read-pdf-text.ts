import { inflateSync } from "node:zlib";

/**
 * Test helper: the text drawn in a PDF made by pdfkit with its standard fonts. It inflates
 * every FlateDecode stream (as a viewer would), reads each `[...] TJ` text-showing operator and
 * decodes its hex strings from WinAnsi, one line of output per operator. It proves the text is
 * really drawn on a page, not merely present in the file's metadata.
 */
const winAnsiHigh: Record<number, string> = {
  0x80: "\u20ac",
  0x82: "\u201a",
  0x83: "\u0192",
  0x84: "\u201e",
  0x85: "\u2026",
  0x86: "\u2020",
  0x87: "\u2021",
  0x88: "\u02c6",
  0x89: "\u2030",
  0x8a: "\u0160",
  0x8b: "\u2039",
  0x8c: "\u0152",
  0x8e: "\u017d",
  0x91: "\u2018",
  0x92: "\u2019",
  0x93: "\u201c",
  0x94: "\u201d",
  0x95: "\u2022",
  0x96: "\u2013",
  0x97: "\u2014",
  0x98: "\u02dc",
  0x99: "\u2122",
  0x9a: "\u0161",
  0x9b: "\u203a",
  0x9c: "\u0153",
  0x9e: "\u017e",
  0x9f: "\u0178",
};

function decodeHex(hex: string): string {
  let text = "";
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += winAnsiHigh[code] ?? String.fromCharCode(code);
  }
  return text;
}

export function pdfStreams(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const streams: string[] = [];
  const header = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const length = /\/Length (\d+)/.exec(match[1]!);
    if (!length) continue;
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(length[1]));
    streams.push(
      /\/FlateDecode/.test(match[1]!)
        ? inflateSync(raw).toString("latin1")
        : raw.toString("latin1"),
    );
    header.lastIndex = start + Number(length[1]);
  }
  return streams;
}

export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const operator of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]<])*)\]\s*TJ/g)) {
      lines.push(
        [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1]!)).join(""),
      );
    }
  }
  return lines;
}

/** All drawn text, lines joined by spaces and runs of white space collapsed (wrapped lines read as one). */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join(" ").replace(/\s+/g, " ");
}
