// The public-styles build (`vite build --mode public-styles`, after the islands; issue 24): the stylesheets of a
// page of islands. It builds src/app/islands/public-styles.ts only for its CSS (everything a public page's server
// render or its islands can show, nothing of the member area, the desk, the admin area or the page editor) and
// cuts it in two kinds of file: one with what every public page may show (the tokens, the layout, the core
// blocks, the routes, the islands that are not a group's), and one per block group (decision 0171) with the CSS
// under src/blocks/<group>/. A page links the first, or one address the server answers with it and the files of
// the groups the page is made of joined (server/render/page-styles.ts). Every script of this build is dropped.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { PUBLIC_STYLES_MANIFEST } from '../../domain/rendering';
import { PUBLIC_OUTPUT } from './islands';
import { iconMasks } from './plugins/icon-masks';
import { kindIslands } from './plugins/kind-islands';
import { precompress } from './plugins/precompress';

/**
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

export function publicStylesBuild(): UserConfig {
  return {
    ...PUBLIC_OUTPUT,
    // The real router: the error boundary and the routes are built here too, for their CSS.
    plugins: [react(), kindIslands(), iconMasks(), stylesByGroup(), precompress()],
    build: {
      ...PUBLIC_OUTPUT.build,
      rolldownOptions: { input: { public: 'src/app/islands/public-styles.ts' } },
    },
  };
}
