/**
 * A letter as a PDF for a #10 double-window envelope (`../model/envelope.ts`), made in the
 * browser with pdf-lib. This module is only imported when the user asks for a PDF, so the
 * library stays out of every page's first bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ENVELOPE_LAYOUT as L, POINTS_PER_INCH } from '../model/envelope';
import type { FilledLetter } from '../model/letters';

const inch = (value: number) => value * POINTS_PER_INCH;

/** The text with what the standard font cannot draw replaced (names typed in other scripts). */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'))
    .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** The lines of `text` no wider than `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export async function letterPdf(letter: FilledLetter): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(letter.title);
  pdf.setCreator('SelfSettle');
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const size = L.fontSize;
  const pageSize: [number, number] = [inch(L.page.width), inch(L.page.height)];
  let page: PDFPage = pdf.addPage(pageSize);
  // y counts down from the top edge, in points.
  const top = (fromTop: number) => pageSize[1] - fromTop;
  const text = (value: string, x: number, y: number, face: PDFFont = font) =>
    page.drawText(drawable(face, value), { x, y, size, font: face, color: rgb(0, 0, 0) });

  const block = (lines: readonly string[], fromTop: number, width: number) => {
    let y = top(inch(fromTop)) - size;
    for (const line of lines.flatMap((item) =>
      wrap(font, drawable(font, item), size, inch(width)),
    )) {
      text(line, inch(L.left), y);
      y -= L.lineHeight;
    }
  };
  block(letter.from, L.sender.top, L.sender.width);
  const date = drawable(font, letter.date);
  text(
    date,
    pageSize[0] - inch(L.date.right) - font.widthOfTextAtSize(date, size),
    top(inch(L.date.top)) - size,
  );
  block(letter.to, L.recipient.top, L.recipient.width);
  // Short fold marks in the left margin.
  for (const fold of L.folds) {
    page.drawLine({
      start: { x: 0, y: top(inch(fold)) },
      end: { x: inch(0.25), y: top(inch(fold)) },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  }

  let y = top(inch(L.bodyTop)) - size;
  const bottom = inch(L.bottom);
  const paragraph = (value: string, face: PDFFont = font, after: number = L.lineHeight) => {
    for (const line of wrap(face, drawable(face, value), size, inch(L.bodyWidth))) {
      if (y < bottom) {
        page = pdf.addPage(pageSize);
        y = top(inch(1)) - size;
      }
      text(line, inch(L.left), y, face);
      y -= L.lineHeight;
    }
    y -= after;
  };
  paragraph(letter.subject, bold);
  for (const body of letter.paragraphs) paragraph(body);
  paragraph('Sincerely,', font, L.lineHeight * 2);
  paragraph(letter.signature);
  return pdf.save();
}

/** Makes the PDF and hands it to the browser as a download named `fileName`. */
export async function downloadLetterPdf(letter: FilledLetter, fileName: string): Promise<void> {
  const bytes = await letterPdf(letter);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download; the URL can go once it has.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
