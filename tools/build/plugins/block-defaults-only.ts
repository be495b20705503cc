// What: the `?defaults` copy of domain/blocks that the public chunks import: every definition's `fields` emptied,
// every field builder's call marked pure, no side effects. Why: a public page needs a block kind's label and
// defaults, not its editor fields (decision 0171); so the fields, the shared field groups and the select choices
// they use drop out of the public chunks. The blocks and their registries (src/blocks, src/app/blocks) get this
// copy; the page editor and the server import the definitions whole. Used by the app, islands and public-styles
// builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

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

export function blockDefaultsOnly(): Plugin[] {
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

  const domainBlocks = path.join(ROOT, 'domain', 'blocks') + path.sep;
  const publicDirs = [
    path.join(ROOT, 'src', 'blocks') + path.sep,
    path.join(ROOT, 'src', 'app', 'blocks') + path.sep,
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
