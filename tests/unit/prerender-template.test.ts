import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryScriptFile,
  fillTemplate,
  withEntryScript,
  withModulePreloads,
} from '../../scripts/build/prerender-plugin';

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

  it("gives the SPA shell its own entry and preloads, leaving the page's stylesheet alone", () => {
    const built = template.replace(
      /<script type="module" src="[^"]+"><\/script>/,
      '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">',
    );
    expect(entryScriptFile(built, '/')).toBe('assets/index-Ab12.js');
    const shell = withModulePreloads(withEntryScript(built, '/assets/app-Ef56.js'), [
      '/assets/main-Gh78.js',
    ]);
    expect(shell).toContain(
      '<script type="module" crossorigin src="/assets/app-Ef56.js"></script>',
    );
    expect(shell).not.toContain('index-Ab12.js');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
    expect(shell).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/main-Gh78\.js">\s*<\/head>/,
    );
  });

  it('refuses a template without a module script rather than write a page that runs nothing', () => {
    expect(() => entryScriptFile('<html><head></head></html>', '/')).toThrow(/no module script/);
    expect(() => withEntryScript('<html><head></head></html>', '/assets/app.js')).toThrow(
      /no module script/,
    );
  });
});
