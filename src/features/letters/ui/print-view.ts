/**
 * The print-ready page of a letter (US Letter, one-inch margins): a new window holding only the
 * letter, whose print dialog's 'Save as PDF' makes the file. No PDF library.
 */
import type { FilledLetter } from '../model/letters';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function printViewHtml(letter: FilledLetter): string {
  const paragraph = (text: string) => `<p>${escape(text)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(letter.title)}</title>
<style>
@page { size: letter; margin: 1in; }
body { font: 12pt/1.5 Georgia, 'Times New Roman', serif; color: #000; max-width: 6.5in; margin: 1in auto; }
@media print { body { margin: 0; } }
p { margin: 0 0 1em; }
.lines { white-space: pre-line; }
</style></head><body>
<p class="lines">${escape(letter.from.join('\n'))}</p>
${paragraph(letter.date)}
${paragraph(letter.to)}
<p><strong>${escape(letter.subject)}</strong></p>
${letter.paragraphs.map(paragraph).join('\n')}
<p>Sincerely,</p>
<p style="margin-top: 3em">${escape(letter.signature)}</p>
</body></html>`;
}

/** Opens the print view and its print dialog; false when the browser blocked the window. */
export function openPrintView(letter: FilledLetter): boolean {
  const view = window.open('', '_blank');
  if (!view) return false;
  view.document.open();
  view.document.write(printViewHtml(letter));
  view.document.close();
  view.focus();
  view.print();
  return true;
}
