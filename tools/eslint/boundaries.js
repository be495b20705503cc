// A small lint rule that keeps the dependency direction of ../../docs/decisions/0003-layout-and-boundaries.md:
// domain imports nothing of ours; src, server and sw never import each other; features never import each other;
// the app's shared code (src/components, src/lib) never imports a feature, a block or src/app, where the
// blocks are composed (decision 0170); src/blocks/<group> holds the block components of one group and imports
// neither a feature, src/app nor another group (decision 0171).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders of src/ that every feature may use: they sit below the features and the blocks. */
const SHARED = new Set(['components', 'lib']);

/** The zone a project file belongs to, or null outside the zones. */
function zoneOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  const [top, second, third] = rel;
  if (top === 'src' && second === 'features' && third) return { zone: 'src', feature: third };
  if (top === 'src' && second === 'blocks' && third)
    return { zone: 'src', block: third.replace(/\.[^.]+$/, '') };
  if (top === 'src' && SHARED.has(second) && third) return { zone: 'src', shared: second };
  if (top === 'src' && second === 'app' && third) return { zone: 'src', app: true };
  if (['domain', 'src', 'server', 'sw'].includes(top)) return { zone: top };
  return null;
}

/** Why a zone may not import another: one line each, shown in the lint message. */
const FORBIDDEN = {
  domain: {
    src: 'domain is pure: it must not import the app',
    server: 'domain is pure: it must not import the server',
    sw: 'domain is pure: it must not import the service worker',
  },
  src: {
    server: 'the browser app talks to the server over HTTP only',
    sw: 'the app talks to the service worker through messages only',
  },
  server: {
    src: 'the server must not depend on browser code',
    sw: 'the server must not depend on the service worker',
  },
  sw: {
    src: 'the service worker must stay small: share code through domain/',
    server: 'the service worker must not depend on the server',
  },
};

/** Packages a zone must not use. */
const FORBIDDEN_PACKAGES = {
  domain: [
    [/^node:/, 'domain runs in the browser too: no node: modules'],
    [/^(react|react-dom|react-router-dom)(\/|$)/, 'domain has no React'],
    [/^(kysely|better-sqlite3|pg|fastify)(\/|$)/, 'domain has no database or server code'],
  ],
};

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = zoneOf(context.filename);
        if (!from) return {};
        function check(node, source) {
          if (typeof source !== 'string') return;
          for (const [pattern, why] of FORBIDDEN_PACKAGES[from.zone] ?? []) {
            if (pattern.test(source)) context.report({ node, message: `${source}: ${why}` });
          }
          let target;
          if (source.startsWith('#domain/')) target = { zone: 'domain' };
          else if (source.startsWith('.'))
            target = zoneOf(path.resolve(path.dirname(context.filename), source));
          else return;
          if (!target) return;
          const why = FORBIDDEN[from.zone]?.[target.zone];
          if (why) context.report({ node, message: `${source}: ${why}` });
          if (from.shared && (target.feature || target.app)) {
            context.report({
              node,
              message: `${source}: src/${from.shared} is shared code below the features and blocks; it must not import them`,
            });
          }
          if (from.shared && target.block) {
            context.report({
              node,
              message: `${source}: src/${from.shared} is shared code below the blocks; it must not import a block`,
            });
          }
          if (from.block && (target.feature || target.app)) {
            context.report({
              node,
              message: `${source}: a block is below the features and src/app; pass what it needs as props or use src/components`,
            });
          }
          if (from.block && target.block && from.block !== target.block) {
            context.report({
              node,
              message: `${source}: a block group never imports another group's block; shared pieces go to src/components`,
            });
          }
          if (from.feature && target.feature && from.feature !== target.feature) {
            context.report({
              node,
              message: `${source}: features never import each other; compose them in src/app`,
            });
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
