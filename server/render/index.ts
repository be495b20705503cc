// Server rendering of the public pages (docs/decisions/0120-server-rendering.md, 0219). Owns: loading the built
// renderer (src/entry-server.tsx, built to <staticDir>-ssr/), answering a page request with complete HTML (the
// page, its head, the data the client hydrates with) and its status (404 for unknown pages, 500 when rendering
// fails), the short per-URL cache, and the app shell for the pages only the browser renders. The renderer reads
// only the public data it is handed (./public-data.ts), never the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock';
import { encodedBody, preferredEncoding } from './compress';
import { HtmlCache } from './html-cache';
import { PAGE_STYLES, type PublicStyles } from './islands-shell';
import { registerPageStyles } from './page-styles';
import { pageHead } from './page-head';
import { SingleFlight } from '../lib/single-flight';
import { StylePolicy } from './style-policy';
import { isEditorDocument } from '#domain/routing';
import type { PublicData, RendererModule } from '#domain/rendering';

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT = '<div id="root"></div>';

/**
 * The shell cut once where a rendered page's parts go: its head (between the <!--app-head--> markers), its
 * stylesheet (the islands shell's <!--page-styles--> marker, ./islands-shell.ts) and the page with its data (in
 * place of <div id="root"></div>). A page is these parts joined, in this order.
 */
interface Template {
  shell: string;
  beforeHead: string;
  beforeStyles: string;
  beforeRoot: string;
  afterRoot: string;
  fallback: { title: string; description: string };
}

export function parseTemplate(shell: string): Template {
  const start = shell.indexOf(HEAD_START);
  const end = shell.indexOf(HEAD_END);
  const root = shell.indexOf(ROOT);
  if (start < 0 || end < start || root < end)
    throw new Error('index.html lacks the <!--app-head--> markers or <div id="root"></div> after them');
  const styles = shell.indexOf(PAGE_STYLES, end);
  // Without the marker (the app's own shell) the page's stylesheet has no place: it is the shell's.
  const at = styles < 0 || styles > root ? root : styles;
  const defaults = shell.slice(start + HEAD_START.length, end);
  return {
    shell,
    beforeHead: shell.slice(0, start),
    beforeStyles: shell.slice(end + HEAD_END.length, at),
    beforeRoot: shell.slice(at === root ? root : styles + PAGE_STYLES.length, root),
    afterRoot: shell.slice(root + ROOT.length),
    fallback: {
      title: /<title>([^<]*)<\/title>/.exec(defaults)?.[1] ?? '',
      description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(defaults)?.[1] ?? '',
    },
  };
}

function fillTemplate(
  template: Template,
  { head, html, data, styles = '' }: { head: string; html: string; data: string; styles?: string },
): string {
  return [
    template.beforeHead,
    head,
    template.beforeStyles,
    styles,
    template.beforeRoot,
    '<div id="root">',
    html,
    '</div>',
    data,
    template.afterRoot,
  ].join('');
}

export interface PageRendererOptions {
  staticDir: string;
  /** Where the built renderer lives; <staticDir>-ssr by default. */
  ssrDir?: string;
  clock: Clock;
  /**
   * The built index.html ('' without one) and the islands shell made of it (./islands-shell.ts), read once at
   * start by the app, which also takes their inline scripts' hashes for the CSP.
   */
  shells: { index: string; islands: { shell: string; styles: PublicStyles | undefined } | undefined };
  /** What a page may show: the public reads, from the services (./public-data.ts). */
  data: PublicData;
}

export interface PageRenderer {
  /** Answers a GET of an app page (not /api, not a file). */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Empties the page cache (after a write to the API). */
  invalidate(): void;
}

export async function createPageRenderer(
  app: FastifyInstance,
  { staticDir, ssrDir = `${staticDir.replace(/\/+$/, '')}-ssr`, clock, shells, data }: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!shells.index) return undefined;
  let template: Template;
  /** The same shell with the islands entry instead of the app's (./islands-shell.ts). */
  let islandsTemplate: Template | undefined;
  try {
    template = parseTemplate(shells.index);
    islandsTemplate = shells.islands === undefined ? undefined : parseTemplate(shells.islands.shell);
  } catch (error) {
    // Not this app's build (an old one, a test's folder): served as it is, rendered in the browser.
    app.log.warn(
      { err: error },
      `${indexFile} cannot take a rendered page: pages are rendered in the browser`,
    );
    return undefined;
  }
  const entry = path.join(ssrDir, 'entry-server.js');
  let renderer: RendererModule | undefined;
  if (existsSync(entry)) {
    renderer = (await import(pathToFileURL(path.resolve(entry)).href)) as RendererModule;
  } else {
    app.log.warn(`${entry} is missing: pages are rendered in the browser only (run "npm run build")`);
  }
  const pageStyles = shells.islands?.styles && registerPageStyles(app, staticDir, shells.islands.styles);
  const cache = new HtmlCache(clock);
  const stylePolicy = new StylePolicy();
  const inFlight = new SingleFlight<{ status: number; body: string; location?: string }>();

  async function renderPage(url: string, origin: string, pathname: string) {
    if (!renderer) return { status: 200, body: template.shell };
    try {
      const result = await renderer.render({ url, origin }, data);
      if (result.kind === 'redirect') return { status: result.status, body: '', location: result.location };
      const head = pageHead({
        hoisted: result.head,
        origin,
        pathname,
        image: result.image,
        fallback: template.fallback,
        indexable: result.status < 400,
      });
      const parts = { head, html: result.html, data: result.data };
      if (result.islands && islandsTemplate) {
        const styles = pageStyles?.link(result.blockKinds ?? []) ?? '';
        return { status: result.status, body: fillTemplate(islandsTemplate, { ...parts, styles }) };
      }
      return { status: result.status, body: fillTemplate(template, parts) };
    } catch (error) {
      app.log.error({ err: error, url: pathname }, 'rendering a page failed');
      try {
        const page = await renderer.renderServerError({ url, origin });
        const head = pageHead({
          hoisted: page.head,
          origin,
          pathname,
          image: undefined,
          fallback: template.fallback,
          indexable: false,
        });
        return { status: 500, body: fillTemplate(template, { head, html: page.html, data: '' }) };
      } catch {
        return { status: 500, body: template.shell };
      }
    }
  }

  /** The bare shell (pages only the browser renders), one object so its compressed copies are kept. */
  const shellPage = { body: template.shell };

  return {
    invalidate: () => {
      cache.clear();
      inFlight.clear();
    },
    async handle(request, reply) {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const send = (status: number, page: { body: string }, renderCache?: 'hit' | 'miss') => {
        if (renderCache) reply.header('X-Render-Cache', renderCache);
        const policy = reply.getHeader('Content-Security-Policy');
        if (typeof policy === 'string')
          reply.header('Content-Security-Policy', stylePolicy.of(policy, page, isEditorDocument(pathname)));
        return encoding
          ? reply.code(status).header('Content-Encoding', encoding).send(encodedBody(page, encoding))
          : reply.code(status).send(page.body);
      };
      if (!renderer || renderer.isClientOnlyPath(pathname)) return send(200, shellPage);

      const origin = app.publicOrigin(request);
      // The origin is part of the key: one of the studio's own (server/lib/public-origin.ts), never a foreign Host.
      const key = `${origin}${url}`;
      const cached = cache.get(key);
      if (cached) return send(cached.status, cached, 'hit');

      const page = await inFlight.run(key, () => {
        const generation = cache.currentGeneration();
        return renderPage(url, origin, pathname).then((rendered) => {
          if (!rendered.location && rendered.status < 500) cache.set(key, rendered, generation);
          return rendered;
        });
      });
      if (page.location) return reply.redirect(page.location, page.status);
      return send(page.status, page, 'miss');
    },
  };
}
