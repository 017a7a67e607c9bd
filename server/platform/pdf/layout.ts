import PDFDocument from "pdfkit";
import { pdfText } from "./text";

/** Brand colours (app/app.css) and the page grid, in PDF points (A4: 595 x 842). */
export const colours = {
  forest900: "#143624",
  forest800: "#1b4530",
  forest700: "#23573a",
  forest50: "#eef5ef",
  ochre700: "#8c560d",
  ochre100: "#f6e7cc",
  sand100: "#f4efe6",
  earth900: "#2b2118",
  muted: "#5b5247",
  rule: "#d9cfbf",
  no: "#9b2c2c",
} as const;

const margin = { top: 56, bottom: 64, left: 56, right: 56 };

export interface DocumentInfo {
  title: string;
  subtitle: string;
  /** Small line above the title, e.g. "Itinerary" or "Programme brochure". */
  kicker: string;
  /** Footer on every page: brand, email, phone, site. */
  footer: string;
  subject: string;
}

/**
 * A thin layer over pdfkit that knows our typography: a cover band, section headings with a
 * rule, paragraphs, bullet lists with drawn markers, fact boxes and a footer with page numbers.
 * Every string passes through `pdfText`, so no content can break the Helvetica encoding.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly info: DocumentInfo;
  private readonly done: Promise<Buffer>;

  constructor(info: DocumentInfo, options: { compress?: boolean } = {}) {
    this.info = info;
    this.doc = new PDFDocument({
      size: "A4",
      margins: margin,
      bufferPages: true,
      compress: options.compress ?? true,
      info: {
        Title: pdfText(info.title),
        Author: "Kilele Expeditions",
        Subject: pdfText(info.subject),
        Creator: "Kilele Expeditions",
      },
      lang: "en-GB",
      displayTitle: true,
    });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.cover();
  }

  get contentWidth(): number {
    return this.doc.page.width - margin.left - margin.right;
  }

  private get bottom(): number {
    return this.doc.page.height - margin.bottom;
  }

  /** Starts a new page when fewer than `height` points are left, so a heading never ends a page. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private cover(): void {
    const { doc } = this;
    const width = doc.page.width;
    doc.save().rect(0, 0, width, 170).fill(colours.forest900).restore();
    doc.save().rect(0, 170, width, 4).fill(colours.ochre700).restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("#e9c98f")
      .text(
        pdfText(`KILELE EXPEDITIONS  \u2022  ${this.info.kicker.toUpperCase()}`),
        margin.left,
        40,
        { width: this.contentWidth, characterSpacing: 1 },
      );
    doc
      .font("Helvetica-Bold")
      .fontSize(26)
      .fillColor("#ffffff")
      .text(pdfText(this.info.title), margin.left, 62, { width: this.contentWidth, lineGap: 2 });
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor("#f4efe6")
      .text(pdfText(this.info.subtitle), { width: this.contentWidth, lineGap: 2 });
    doc.y = Math.max(doc.y, 170) + 24;
    doc.x = margin.left;
  }

  heading(text: string): void {
    const { doc } = this;
    doc.moveDown(0.6);
    this.ensureSpace(70);
    doc
      .font("Helvetica-Bold")
      .fontSize(15)
      .fillColor(colours.forest800)
      .text(pdfText(text), margin.left, doc.y, { width: this.contentWidth });
    const y = doc.y + 3;
    doc
      .save()
      .moveTo(margin.left, y)
      .lineTo(margin.left + this.contentWidth, y)
      .lineWidth(1)
      .strokeColor(colours.ochre700)
      .stroke()
      .restore();
    doc.y = y + 9;
  }

  subheading(text: string, colour: string = colours.earth900): void {
    const { doc } = this;
    this.ensureSpace(40);
    doc
      .font("Helvetica-Bold")
      .fontSize(11.5)
      .fillColor(colour)
      .text(pdfText(text), margin.left, doc.y, { width: this.contentWidth });
    doc.moveDown(0.25);
  }

  paragraph(
    text: string,
    options: { size?: number; colour?: string; indent?: number; bold?: boolean } = {},
  ): void {
    const { doc } = this;
    const indent = options.indent ?? 0;
    doc
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(options.size ?? 10.5)
      .fillColor(options.colour ?? colours.earth900)
      .text(pdfText(text), margin.left + indent, doc.y, {
        width: this.contentWidth - indent,
        lineGap: 2.5,
      });
    doc.moveDown(0.45);
  }

  /** A label in bold followed by its value on the same line, e.g. "Accommodation: Old Moses Camp". */
  labelled(label: string, value: string, indent = 0): void {
    const { doc } = this;
    doc
      .font("Helvetica-Bold")
      .fontSize(9.5)
      .fillColor(colours.muted)
      .text(`${pdfText(label)}: `, margin.left + indent, doc.y, {
        continued: true,
        width: this.contentWidth - indent,
        lineGap: 2,
      });
    doc.font("Helvetica").fillColor(colours.earth900).text(pdfText(value), { lineGap: 2 });
    doc.moveDown(0.15);
  }

  bullets(
    items: readonly string[],
    options: { marker?: "dot" | "yes" | "no"; indent?: number; size?: number } = {},
  ): void {
    const { doc } = this;
    const indent = options.indent ?? 0;
    const size = options.size ?? 10.5;
    const markerColour =
      options.marker === "no"
        ? colours.no
        : options.marker === "yes"
          ? colours.forest700
          : colours.ochre700;
    for (const item of items) {
      this.ensureSpace(size * 1.6);
      const x = margin.left + indent;
      const y = doc.y;
      doc.save().fillColor(markerColour);
      if (options.marker === "no") {
        doc.rect(x + 1, y + size * 0.42, 6, 1.6).fill();
      } else if (options.marker === "yes") {
        doc.rect(x + 1, y + size * 0.22, 5.5, 5.5).fill();
      } else {
        doc.circle(x + 3, y + size * 0.48, 2.2).fill();
      }
      doc.restore();
      doc
        .font("Helvetica")
        .fontSize(size)
        .fillColor(colours.earth900)
        .text(pdfText(item), x + 14, y, { width: this.contentWidth - indent - 14, lineGap: 2 });
      doc.moveDown(0.2);
    }
    doc.x = margin.left;
    doc.moveDown(0.3);
  }

  /** Key facts as a grid of small boxes (label above, value below), three to a row. */
  facts(entries: ReadonlyArray<readonly [string, string]>): void {
    const { doc } = this;
    const columns = 3;
    const gap = 8;
    const boxWidth = (this.contentWidth - gap * (columns - 1)) / columns;
    for (let start = 0; start < entries.length; start += columns) {
      const row = entries.slice(start, start + columns);
      doc.font("Helvetica-Bold").fontSize(10.5);
      const height =
        Math.max(
          ...row.map(([, value]) => doc.heightOfString(pdfText(value), { width: boxWidth - 16 })),
        ) + 30;
      this.ensureSpace(height + gap);
      const top = doc.y;
      row.forEach(([label, value], index) => {
        const x = margin.left + index * (boxWidth + gap);
        doc.save().roundedRect(x, top, boxWidth, height, 4).fill(colours.forest50).restore();
        doc
          .font("Helvetica-Bold")
          .fontSize(7.5)
          .fillColor(colours.forest700)
          .text(pdfText(label.toUpperCase()), x + 8, top + 8, {
            width: boxWidth - 16,
            characterSpacing: 0.6,
          });
        doc
          .font("Helvetica-Bold")
          .fontSize(10.5)
          .fillColor(colours.earth900)
          .text(pdfText(value), x + 8, top + 20, { width: boxWidth - 16 });
      });
      doc.y = top + height + gap;
    }
    doc.x = margin.left;
    doc.moveDown(0.3);
  }

  /** A shaded box for one price option: name and price on the first line, then details. */
  priceOption(name: string, price: string, details: readonly string[]): void {
    const { doc } = this;
    const innerWidth = this.contentWidth - 20;
    doc.font("Helvetica").fontSize(9.5);
    const detailsHeight = details.reduce(
      (sum, line) =>
        sum + doc.heightOfString(pdfText(line), { width: innerWidth, lineGap: 1.5 }) + 2,
      0,
    );
    const height = 26 + detailsHeight + 6;
    this.ensureSpace(height + 6);
    const top = doc.y;
    doc
      .save()
      .roundedRect(margin.left, top, this.contentWidth, height, 4)
      .fill(colours.sand100)
      .restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(colours.earth900)
      .text(pdfText(name), margin.left + 10, top + 9, { width: innerWidth * 0.55 });
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(colours.forest700)
      .text(pdfText(price), margin.left + 10 + innerWidth * 0.4, top + 9, {
        width: innerWidth * 0.6,
        align: "right",
      });
    doc.y = top + 26;
    for (const line of details) {
      doc
        .font("Helvetica")
        .fontSize(9.5)
        .fillColor(colours.muted)
        .text(pdfText(line), margin.left + 10, doc.y, { width: innerWidth, lineGap: 1.5 });
      doc.y += 2;
    }
    doc.y = top + height + 6;
    doc.x = margin.left;
  }

  /** Draws `rating` filled and `5 - rating` open dots at the current line, left of `x`. */
  dots(x: number, y: number, rating: number): void {
    const { doc } = this;
    for (let index = 0; index < 5; index += 1) {
      doc.save();
      if (index < rating) doc.circle(x + index * 10, y, 3.2).fill(colours.forest700);
      else
        doc
          .circle(x + index * 10, y, 3.2)
          .lineWidth(0.8)
          .stroke(colours.muted);
      doc.restore();
    }
  }

  /** Writes the footer on every page and returns the finished file. */
  finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift the margin while we write.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 40;
      doc
        .save()
        .moveTo(margin.left, y - 8)
        .lineTo(doc.page.width - margin.right, y - 8)
        .lineWidth(0.5)
        .strokeColor(colours.rule)
        .stroke()
        .restore();
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(colours.muted)
        .text(pdfText(this.info.footer), margin.left, y, {
          width: this.contentWidth - 70,
          lineBreak: false,
          ellipsis: true,
        });
      doc.text(
        `Page ${index - range.start + 1} of ${range.count}`,
        doc.page.width - margin.right - 70,
        y,
        { width: 70, align: "right", lineBreak: false },
      );
      doc.page.margins.bottom = savedBottom;
    }
    doc.end();
    return this.done;
  }
}
