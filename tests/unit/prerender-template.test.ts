import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/build/prerender-plugin';

const template = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the pre-rendered page template', () => {
  it('keeps the SPA shell note for scripts turned off in index.html', () => {
    expect(template).toMatch(/<noscript data-shell>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/);
  });

  it('drops the shell note from a pre-rendered page, which says it itself where it must', () => {
    const page = fillTemplate(template, '<main><h1>About Us</h1></main>', 'SelfSettle');
    expect(page).not.toContain('<noscript data-shell>');
    expect(page).toContain('<div id="root"><main><h1>About Us</h1></main></div>');
    expect(page).toContain('<title>About Us | SelfSettle</title>');
  });
});
