// Build of the browser app and its service worker. Owns: the PWA wiring (injectManifest from sw/), the build id
// and /build-manifest.json the update check compares against, the copied web manifest, precompressed copies of the
// text files, the dev proxy to the API.
// Test configuration lives in vitest.config.ts, not here.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { ISLANDS_MANIFEST, PUBLIC_STYLES_MANIFEST } from './domain/rendering';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_INPUT_SCRIPT } from './src/app/ssr/early-input-script';
import { STORED_CONSENT_SCRIPT } from './src/lib/stored-consent-script';

/**
 * Block kind → its group (decision 0171), derived from the definitions at build time: the public client learns
 * which chunk a page's kinds need without loading every definition's copy. Read in a child process (tsx) so the
 * config does not bundle domain/ (Vite's config loader would).
 */
function blockKindGroups(): string {
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "const m = await import('./domain/blocks/kinds/index.ts'); process.stdout.write(JSON.stringify(m.kindGroups()));",
    ],
    { cwd: path.dirname(fileURLToPath(import.meta.url)), encoding: 'utf8' },
  );
}

export const BLOCK_KIND_GROUPS_DEFINE = { __BLOCK_KIND_GROUPS__: blockKindGroups() };

/**
 * A public page needs a block kind's label and defaults, not its editor fields (decision 0171). The blocks and
 * their registries (src/blocks, src/app/blocks) import domain/blocks as a copy of its own (`?defaults`) in which
 * every definition's `fields` is emptied, and which has no side effects, so the fields, the shared field groups and
 * the select choices they used drop out of the public chunks. The page editor and the server import
 * the definitions whole.
 */
/** The parts of an ESTree node blockDefaultsOnly looks at. */
interface AstNode {
  type?: string;
  start: number;
  end: number;
  name?: string;
  callee?: AstNode;
  arguments?: AstNode[];
  properties?: AstNode[];
  key?: AstNode;
  value?: AstNode;
}

function blockDefaultsOnly(): Plugin[] {
  const SUFFIX = '?defaults';
  /** domain/blocks/field-spec.ts's builders: they only return a field's description. */
  const BUILDERS = new Set([
    'text',
    'textarea',
    'markup',
    'link',
    'number',
    'boolean',
    'image',
    'video',
    'select',
    'list',
    'textList',
    'object',
    'required',
    'options',
  ]);
  const root = path.dirname(fileURLToPath(import.meta.url));
  const domainBlocks = path.join(root, 'domain', 'blocks') + path.sep;
  const publicDirs = [
    path.join(root, 'src', 'blocks') + path.sep,
    path.join(root, 'src', 'app', 'blocks') + path.sep,
  ];
  const clean = (id: string) => id.split('?')[0]!;
  return [
    {
      name: 'block-defaults-only:resolve',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!importer) return null;
        const light = importer.endsWith(SUFFIX);
        if (!light && !publicDirs.some((dir) => importer.startsWith(dir))) return null;
        const resolved = await this.resolve(source, clean(importer), { ...options, skipSelf: true });
        if (!resolved || resolved.external || !clean(resolved.id).startsWith(domainBlocks)) return resolved;
        // Definitions, builders, choices and field groups only declare values: what a page does not use drops out.
        return { id: clean(resolved.id) + SUFFIX, moduleSideEffects: false };
      },
      load(id) {
        return id.endsWith(SUFFIX)
          ? { code: readFileSync(clean(id), 'utf8'), moduleSideEffects: false }
          : null;
      },
    },
    {
      name: 'block-defaults-only:strip',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!id.endsWith(SUFFIX)) return null;
        /** Where a field is dropped (`fields: {…}` → `{}`), and where a builder call is marked pure. */
        const edits: [number, number][] = [];
        const pure: number[] = [];
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) return node.forEach(visit);
          const n = node as AstNode;
          if (
            n.type === 'CallExpression' &&
            n.callee?.type === 'Identifier' &&
            BUILDERS.has(n.callee.name ?? '')
          )
            pure.push(n.start);
          if (
            n.type === 'CallExpression' &&
            n.callee?.type === 'Identifier' &&
            n.callee.name === 'defineKind' &&
            n.arguments?.[0]?.type === 'ObjectExpression'
          ) {
            for (const property of n.arguments[0].properties ?? [])
              if (property.type === 'Property' && property.key?.name === 'fields' && property.value)
                edits.push([property.value.start, property.value.end]);
          }
          for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
        };
        visit(this.parse(code));
        if (edits.length === 0 && pure.length === 0) return null;
        // Applied from the end so earlier positions stay valid; a call inside a dropped field needs no mark.
        const changes = [
          ...edits.map(([start, end]) => ({ start, end, text: '{}' })),
          ...pure
            .filter((at) => !edits.some(([start, end]) => at >= start && at < end))
            .map((at) => ({ start: at, end: at, text: '/* @__PURE__ */ ' })),
        ].sort((a, b) => b.start - a.start);
        let out = code;
        for (const change of changes) out = out.slice(0, change.start) + change.text + out.slice(change.end);
        return { code: out, map: null, moduleSideEffects: false };
      },
    },
  ];
}

const WEB_MANIFEST = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/**
 * One id per build, derived from the names of the built chunks (content hashes): a rebuild of an unchanged tree
 * gets the same id (no update prompt, nothing to download), any change to the code a new one. It is written to
 * /build-manifest.json and into index.html (<meta name="build-id">), never into a JS chunk: a random id in the
 * entry chunk renamed every chunk that imports it on every deploy.
 */
function buildIdOf(bundle: Record<string, { type: string; fileName: string }>): string {
  const names = Object.values(bundle)
    .filter((item) => item.type === 'chunk')
    .map((item) => item.fileName)
    .sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

function buildInfo(): Plugin {
  let buildId = '';
  return {
    name: 'studio:build-info',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        buildId = buildIdOf(context.bundle);
        return html.replace('</head>', `  <meta name="build-id" content="${buildId}" />\n  </head>`);
      },
    },
    writeBundle(options) {
      if (!buildId) throw new Error('index.html was not built, so there is no build id');
      writeFileSync(
        path.join(options.dir ?? 'dist', 'build-manifest.json'),
        `${JSON.stringify({ buildId }, null, 2)}\n`,
      );
    },
  };
}

/**
 * The page start scripts, inline in the head so they run before the first paint and before anything can be
 * tapped: the marker of a stored cookie decision (src/lib/stored-consent-script.ts) and the recorder of taps and
 * typing before the app has taken a server-rendered page over (src/app/ssr/early-input.ts). The server allows
 * them by their hashes (server/render/inline-scripts.ts).
 */
const CHARSET = '<meta charset="UTF-8" />';

function pageStartScripts(): Plugin {
  const scripts = [STORED_CONSENT_SCRIPT, EARLY_INPUT_SCRIPT].map(
    (script) => `  <script>${script}</script>\n`,
  );
  return {
    name: 'studio:page-start-scripts',
    // Right after the charset, before the stylesheet: an inline script after a stylesheet waits for it and holds
    // the parser (on emulated 3G the first paint of / came at 2.7 s instead of 0.47 s).
    transformIndexHtml: (html) => html.replace(CHARSET, `${CHARSET}\n${scripts.join('')}`),
  };
}

/**
 * The web manifest lives at the project root (one reviewed file, not generated) and is served unhashed at
 * /manifest.webmanifest: browsers key an installed app to its manifest URL.
 */
/** The icons' masks and the brand's mark, from public/icons/*.svg and public/favicon.svg. */
const ICON_MASKS = 'virtual:icon-masks.css';

/** An SVG file as a CSS url() with a data URL. */
function svgUrl(file: string): string {
  const svg = readFileSync(file, 'utf8').trim().replace(/"/g, "'");
  return `url("data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}")`;
}

/**
 * The icons' masks (one rule per icon, src/components/ui/icon.tsx names them by `data-icon`) and the brand's mark
 * (src/components/brand-logo.tsx) as data URLs in the stylesheet: a page paints them with the stylesheet instead
 * of asking for eight files before its first paint (decision 0183). The files stay in public/.
 */
function iconMasks(): Plugin {
  const folder = fileURLToPath(new URL('./public/icons/', import.meta.url));
  const favicon = fileURLToPath(new URL('./public/favicon.svg', import.meta.url));
  return {
    name: 'studio:icon-masks',
    resolveId: (source) => (source === ICON_MASKS ? ICON_MASKS : undefined),
    load(id) {
      if (id !== ICON_MASKS) return undefined;
      this.addWatchFile(favicon);
      const icons = readdirSync(folder)
        .filter((file) => file.endsWith('.svg'))
        .sort()
        .map((file) => {
          this.addWatchFile(path.join(folder, file));
          return `.icon[data-icon="${file.slice(0, -4)}"]{--icon-url:${svgUrl(path.join(folder, file))}}`;
        });
      return [`.brand__mark{background-image:${svgUrl(favicon)}}`, ...icons].join('\n');
    },
    // The tab's icon too: the page's favicon link carries the file as a data URL, so the browser asks for nothing
    // before the first paint.
    transformIndexHtml: (html) =>
      html.replace('href="/favicon.svg"', `href="${svgUrl(favicon).slice(5, -2).replace(/"/g, '&quot;')}"`),
  };
}

function webManifest(): Plugin {
  return {
    name: 'studio:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(WEB_MANIFEST));
      });
    },
    buildStart() {
      this.addWatchFile(WEB_MANIFEST);
    },
    generateBundle() {
      const source = readFileSync(WEB_MANIFEST, 'utf8');
      JSON.parse(source); // a broken manifest fails the build, not the install prompt
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
    },
  };
}

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz next to every text file of the build, once at build time with the strongest settings, so
 * the server can send them as they are (@fastify/static `preCompressed`) instead of 3–4 times the bytes over a weak
 * signal. Files under 1 KB are left alone: the headers would outweigh the saving.
 */
function precompress(): Plugin {
  return {
    name: 'studio:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Libraries in chunks of their own: their names (content hashes) stay the same from deploy to deploy, so an
 * installed app downloads only what changed. Staff-only code (desk, admin, check-in) is one chunk the visitor's
 * precache leaves out (see globIgnores); a staff member's device fetches it at sign-in (src/app/staff-chunks.ts).
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // TanStack Query only: @tanstack/react-virtual is the page editor's (Puck's) and stays in its chunk.
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-|react-query)/ },
  // The blog's rich-text editor and tiptap (issue 20): only admins writing a post load it (Puck's chunk shares it).
  {
    name: 'rich-text',
    // Only these modules: the editor's imports from the site (buttons, the upload picker) stay where they are.
    includeDependenciesRecursively: false,
    test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]|src[\\/]components[\\/]rich-text[\\/]rich-text-editor/,
  },
  // The Auswertung (issue 22, decision 0161): Chart.js and the report screen, loaded only on /admin/auswertung.
  {
    name: 'reports',
    includeDependenciesRecursively: false,
    test: /node_modules[\\/](chart\.js|chartjs-chart-matrix|@kurkle[\\/]color)[\\/]|src[\\/](features[\\/]reports[\\/]|app[\\/]routes[\\/]admin-reports)|domain[\\/]reports[\\/]/,
  },
  {
    name: 'staff',
    // Only these modules, not what they import: shared code stays where the visitor's pages get it. A module that
    // only staff modules import must be listed too: left out, it lands in the chunk of the one staff route that
    // reaches it, which then imports the staff chunk while the staff chunk imports it back, and a chunk cycle
    // runs modules in an order that depends on which chunk loads first (a staff page failed to open after sign-in,
    // now and then). tests/build/page-editor-chunk.test.ts fails on any such cycle.
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        String.raw`src[\\/]app[\\/](routes[\\/](admin[\\/]|check-in\.)|layouts[\\/](admin-layout|staff-nav))`,
        String.raw`src[\\/]features[\\/](admin-courses|admin-bookings|clients|audit|inbox)[\\/]`,
        String.raw`src[\\/]features[\\/]blog[\\/](admin[\\/]|api[\\/]admin-)`,
        String.raw`src[\\/]features[\\/]check-in[\\/](components[\\/](check-in-view|qr-scanner)|queue|use-check-in-queue)\.`,
        // The desk's membership screens (issue 19) and the menu editor (issue 20).
        String.raw`src[\\/]features[\\/]memberships[\\/]api[\\/](save-membership-type|lead-to-member|get-user-memberships|change-membership|get-user-strikes|forgive-strike|get-settings|update-settings)\.`,
        String.raw`src[\\/]features[\\/]memberships[\\/]components[\\/](type-admin|lead-to-member|member-memberships|settings-form|membership-type-field)\.`,
        String.raw`src[\\/]features[\\/]menus[\\/]components[\\/]menu-editor\.`,
        // The desk's contracts and the studio's legal data (issue 31).
        String.raw`src[\\/]features[\\/]contracts[\\/]components[\\/](admin-contracts|legal-settings-form|mandate-change-form)\.`,
        // 'Beiträge' and the client screen's invoices (issue 33); the member's 'Meine Rechnungen' stays out.
        String.raw`src[\\/]features[\\/]billing[\\/](api[\\/]billing|components[\\/](debit-runs|billing-settings-form|returns-upload|ledger-export|client-billing|invoice-table|invoice-actions))\.`,
        // The admin's 'Standorte' (issue 34); the public list and the picker stay out.
        String.raw`src[\\/]features[\\/]locations[\\/](api[\\/]save-location|components[\\/]location-admin)\.`,
        // The desk's client schemas; what only the blog's editor uses of the pages' documents and the rich text.
        String.raw`domain[\\/]schemas[\\/]clients\.`,
        String.raw`domain[\\/]pages[\\/]document\.`,
        String.raw`src[\\/]components[\\/]rich-text[\\/]rich-text\.`,
      ].join('|'),
    ),
  },
];

/** Chunks only staff use; kept out of every visitor's precache. */
export const STAFF_ONLY_ASSETS = [
  'assets/staff-*',
  'assets/qr-decode-*',
  'assets/rich-text-*',
  'assets/reports-*',
];

/** The islands' CSS is in the public pages' stylesheets (stylesByGroup below): their own build writes none. */
function withoutStyles(): Plugin {
  return {
    name: 'studio:without-styles',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of Object.keys(bundle)) if (fileName.endsWith('.css')) delete bundle[fileName];
      },
    },
  };
}

/**
 * The islands of a public page's first visit (decision 0183, `vite build --mode islands`, after the app's build):
 * their own entry and chunks under dist/islands/, with React Router swapped for the islands' stand-in, so a page
 * of islands loads neither the router nor the app. The server finds the entry in the manifest.
 */
const islandsBuild: UserConfig = {
  define: BLOCK_KIND_GROUPS_DEFINE,
  plugins: [react(), blockDefaultsOnly(), withoutStyles(), precompress()],
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/app/islands/router-shim.tsx', import.meta.url)),
      },
    ],
  },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'islands',
    cssCodeSplit: false,
    manifest: ISLANDS_MANIFEST,
    rolldownOptions: { input: { islands: 'src/app/islands/entry.tsx' } },
  },
};

/**
 * The stylesheets of a page of islands (`vite build --mode public-styles`, after the islands; issue 24): the CSS of
 * src/app/islands/public-styles.ts, cut in two kinds of file. One has what every public page may show (the tokens,
 * the layout, the core blocks, the routes, the islands that are not a group's); each block group (decision 0171)
 * has its own with the CSS under src/blocks/<group>/. In place of the whole app's stylesheet, a page links the
 * first, or one address the server answers with it and the files of the groups the page is made of joined
 * (server/render/page-styles.ts): what a browser styles before a page is usable is two thirds of it or less.
 * Every script of this build is dropped.
 *
 * Each CSS module starts with a marker rule (its number), put in between Vite's compiling of the CSS and its
 * bundling, so the one minified stylesheet Vite makes can be cut where a module starts, its order kept.
 */
const STYLE_MARKER = /\.studio-css-(\d+)\{--studio-css:\d+;?\}/g;

/** The block group a CSS module belongs to, or undefined for the part every page links. */
function styleGroupOf(file: string): string | undefined {
  const group = /(?:^|[\\/])src[\\/]blocks[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
  return group === 'core' ? undefined : group;
}

function stylesByGroup(): Plugin {
  const modules: string[] = [];
  return {
    name: 'studio:styles-by-group',
    apply: 'build',
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id)) return null;
      const at = modules.push(id) - 1;
      return { code: `.studio-css-${at}{--studio-css:${at}}\n${code}`, map: null };
    },
    generateBundle: {
      // After Vite's CSS plugin has put the one stylesheet together.
      order: 'post',
      handler(_options, bundle) {
        const styles = Object.values(bundle).filter((item) => item.fileName.endsWith('.css'));
        const [style] = styles;
        if (styles.length !== 1 || style?.type !== 'asset')
          throw new Error(`the public stylesheet is ${styles.length} files, not one`);
        const parts = new Map<string, string>([['base', '']]);
        const css = String(style.source);
        let group = 'base';
        let from = 0;
        for (const marker of css.matchAll(STYLE_MARKER)) {
          parts.set(group, (parts.get(group) ?? '') + css.slice(from, marker.index));
          group = styleGroupOf(path.relative(process.cwd(), modules[Number(marker[1])]!)) ?? 'base';
          from = marker.index + marker[0].length;
        }
        parts.set(group, (parts.get(group) ?? '') + css.slice(from));
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
        const files: Record<string, string> = {};
        for (const [name, source] of parts) {
          if (!source.trim()) continue;
          const reference = this.emitFile({ type: 'asset', name: `public-${name}.css`, source });
          files[name] = this.getFileName(reference);
        }
        const { base, ...groups } = files;
        this.emitFile({
          type: 'asset',
          fileName: PUBLIC_STYLES_MANIFEST,
          source: `${JSON.stringify({ base, groups }, null, 2)}\n`,
        });
      },
    },
  };
}

const publicStylesBuild: UserConfig = {
  ...islandsBuild,
  // The real router: the error boundary and the routes are built here too, for their CSS.
  resolve: {},
  plugins: [react(), blockDefaultsOnly(), iconMasks(), stylesByGroup(), precompress()],
  build: {
    ...islandsBuild.build,
    manifest: false,
    rolldownOptions: { input: { public: 'src/app/islands/public-styles.ts' } },
  },
};

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'islands'
    ? islandsBuild
    : mode === 'public-styles'
      ? publicStylesBuild
      : isSsrBuild
        ? {
            // The server renderer (src/entry-server.tsx → dist-ssr/entry-server.js), loaded by server/render.
            plugins: [react()],
            define: BLOCK_KIND_GROUPS_DEFINE,
            build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
          }
        : {
            define: BLOCK_KIND_GROUPS_DEFINE,
            plugins: [
              react(),
              blockDefaultsOnly(),
              iconMasks(),
              pageStartScripts(),
              buildInfo(),
              webManifest(),
              precompress(),
              VitePWA({
                strategies: 'injectManifest',
                srcDir: 'sw',
                filename: 'sw.ts',
                // Registered from src/lib/pwa.ts with workbox-window: no render-blocking registerSW.js, and the app
                // owns the update prompt.
                injectRegister: false,
                // We ship manifest.webmanifest ourselves (see webManifest above).
                manifest: false,
                injectManifest: {
                  // png and webmanifest stay out: app icons are only needed for installing, which happens online.
                  globPatterns: ['**/*.{js,css,html,svg,ico,txt}'],
                  globIgnores: STAFF_ONLY_ASSETS,
                },
              }),
            ],
            server: {
              proxy: {
                '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
              },
            },
            preview: {
              proxy: {
                '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
              },
            },
            build: {
              target: 'es2022',
              // One stylesheet for the whole app (about 23 KB gzip), linked by index.html and cached for good: a
              // server-rendered page is styled before any script runs, whatever lazy chunks it is made of.
              cssCodeSplit: false,
              rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
            },
          },
);
