// What: the build id, in index.html (<meta name="build-id">) and in /build-manifest.json, which the update check
// compares against (decision 0121). Why: one id per build, derived from the names of the built chunks (content
// hashes), so a rebuild of an unchanged tree gets the same id (no update prompt) and any change a new one. Used by
// the app build.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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

export function buildInfo(): Plugin {
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
