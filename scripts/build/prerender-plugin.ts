/**
 * Pre-renders the public pages after the client build (DESIGN.md section 10) and serves the
 * result the way production does (the layout rule lives in server/platform/spa.ts):
 *   dist/index.html          `/`, pre-rendered
 *   dist/<path>.html         every other pre-rendered public path (dist/earnings-calculator.html)
 *   dist/app.html            the plain SPA shell for every other route (portal, admin, 404)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { SHELL_FILE, fileForRequest, htmlFileFor } from '../../server/platform/spa.ts';

interface ServerEntry {
  PRERENDERED_PATHS: readonly string[];
  render: (path: string) => Promise<string>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tab title the page sets once hydrated ('Heading | Brand'), taken from its h1. */
export function titleFromHtml(html: string, brand: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const heading = match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
  return heading ? `${heading} | ${brand}` : brand;
}

/** Puts a page's markup and title into the built index.html. */
export function fillTemplate(template: string, markup: string, brand: string): string {
  const title = escapeHtml(titleFromHtml(markup, brand)).replace(/\$/g, '$$$$');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      // The shell's note for scripts turned off: a pre-rendered page is readable without them and
      // says so itself where it needs them (SiteLayout).
      .replace(/\s*<noscript data-shell>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
  );
}

/** Asks the browser to fetch these modules right away, before the entry script asks for them. */
export function withModulePreloads(template: string, hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`);
  return template.replace(/\s*<\/head>/, (end) => `${links.join('')}${end}`);
}

/**
 * The chunks the SPA shell (`app.html`) preloads: the app chunk that `src/boot.ts` imports, and
 * the portal's first screen (the data layer, the portal layout and My Home, where a sign-in
 * lands), each with every chunk it imports statically. The build injects no preload helper
 * (vite.config.ts `modulePreload: false`), so without these the browser would find each chunk's
 * imports only once the chunk itself had arrived.
 */
export const SHELL_PRELOADS = [
  '/src/main.tsx',
  '/app/data-layout.tsx',
  '/portal-layout.tsx',
  '/my-home-page.tsx',
] as const;

function appChunkFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks.find((item) => item.fileName === file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const ending of SHELL_PRELOADS) {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(ending));
    if (chunk) visit(chunk.fileName);
  }
  // The entry itself is already the page's script.
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...files].filter((file) => !entries.has(file));
}

export function prerenderPublicPages(brand: string): Plugin {
  let config: ResolvedConfig;
  let appFiles: string[] = [];
  return {
    name: 'prerender-public-pages',
    // Not in the nested server build this plugin starts itself.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      appFiles = appChunkFiles(bundle);
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project so the built entry resolves react and friends from node_modules.
      const cache = resolve(config.root, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const serverOut = await mkdtemp(join(cache, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverOut,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
          },
        });
        const entry = (await import(
          pathToFileURL(join(serverOut, 'entry-server.js')).href
        )) as ServerEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        // A pre-rendered page loads the app after its first paint (src/boot.ts); the shell has
        // nothing to paint without it, so it fetches the app at once instead of one round trip
        // after the boot script.
        const shell = withModulePreloads(
          template,
          appFiles.map((file) => `${config.base}${file}`),
        );
        await writeFile(join(outDir, SHELL_FILE), shell);
        for (const path of entry.PRERENDERED_PATHS) {
          const markup = await entry.render(path);
          await writeFile(join(outDir, htmlFileFor(path)), fillTemplate(template, markup, brand));
        }
        config.logger.info(
          `prerendered ${entry.PRERENDERED_PATHS.length} public pages, shell in ${SHELL_FILE}`,
        );
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}

/** `vite preview` serves the pre-rendered pages and falls back to the SPA shell. */
export function servePrerendered(): Plugin {
  return {
    name: 'serve-prerendered',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
        if (req.url && (req.method === 'GET' || req.method === 'HEAD')) {
          const file = fileForRequest(outDir, req.url);
          if (file)
            req.url = file + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
        }
        next();
      };
      server.middlewares.use(rewrite);
    },
  };
}
