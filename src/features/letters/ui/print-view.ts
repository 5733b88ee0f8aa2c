/**
 * The print-ready page of a letter: the PDF's layout for a #10 double-window envelope
 * (`../model/envelope.ts`) in print CSS, in a new window holding only the letter.
 */
import { ENVELOPE_LAYOUT as L } from '../model/envelope';
import type { FilledLetter } from '../model/letters';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function printViewHtml(letter: FilledLetter): string {
  const paragraph = (text: string) => `<p>${escape(text)}</p>`;
  const lines = (items: readonly string[]) => items.map(escape).join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(letter.title)}</title>
<style>
@page { size: letter; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font: ${L.fontSize}pt/${L.lineHeight}pt 'Times New Roman', Times, serif; color: #000; }
.page { position: relative; width: ${L.page.width}in; min-height: ${L.page.height}in; margin: 0 auto; }
.block { position: absolute; left: ${L.left}in; margin: 0; overflow: hidden; }
.sender { top: ${L.sender.top}in; width: ${L.sender.width}in; max-height: ${L.sender.lines * L.lineHeight}pt; }
.recipient { top: ${L.recipient.top}in; width: ${L.recipient.width}in; max-height: ${L.recipient.lines * L.lineHeight}pt; }
.date { position: absolute; top: ${L.date.top}in; right: ${L.date.right}in; margin: 0; }
.body { padding: ${L.bodyTop}in ${L.page.width - L.left - L.bodyWidth}in ${L.bottom}in ${L.left}in; }
.body p { margin: 0 0 ${L.lineHeight}pt; }
.signature { margin-top: ${L.lineHeight * 2}pt !important; }
@media screen { body { background: #eee; } .page { background: #fff; margin: 1rem auto; } }
</style></head><body><div class="page">
<p class="block sender">${lines(letter.from)}</p>
<p class="date">${escape(letter.date)}</p>
<p class="block recipient">${lines(letter.to)}</p>
<div class="body">
<p><strong>${escape(letter.subject)}</strong></p>
${letter.paragraphs.map(paragraph).join('\n')}
<p>Sincerely,</p>
<p class="signature">${escape(letter.signature)}</p>
</div>
</div></body></html>`;
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
