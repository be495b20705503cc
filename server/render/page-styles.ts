// The one stylesheet of a page of islands (issue 24, decision 0183). The build cuts the public pages' CSS into a
// base and one file per block group (vite.config.ts `stylesByGroup`); a page needs the base and the files of the
// groups its blocks belong to, in that order. Each stylesheet is a request the first paint waits for (on a slow
// link a connection of its own), so a page with groups links one address that names its combination, and the
// server answers it with the files joined. The address is a hash of the files' names: the same in every API
// process, and new with every build that changes one of them, so browsers may keep it for good. A page of the
// core's blocks alone links the base file itself.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { kindGroups } from '#domain/blocks/kinds/index';
import { IMMUTABLE } from '../lib/cache-control';
import { encodedBody, preferredEncoding } from './compress';
import type { PublicStyles } from './islands-shell';

const ROUTE_PREFIX = '/islands/styles/';

export interface PageStyles {
  /** The <link> of the stylesheet for a page made of these block kinds. */
  link(kinds: readonly string[]): string;
}

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/** Registers the route of the joined stylesheets and returns what names them. */
export function registerPageStyles(
  app: FastifyInstance,
  staticDir: string,
  styles: PublicStyles,
): PageStyles {
  const groupOf = kindGroups();
  /**
   * Every combination's address → its files (base first, the groups in the build's order) and, once asked for,
   * their CSS joined (kept with its compressed copies, ./compress.ts).
   */
  const combinations = new Map<string, { files: string[]; css?: { body: string } }>();
  const addressOf = (files: readonly string[]) =>
    `${ROUTE_PREFIX}${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16)}.css`;
  // Every combination at once (2^groups, 64 for today's 6 with CSS): any process answers what another linked.
  const groupFiles = Object.values(styles.groups);
  for (let mask = 1; mask < 1 << groupFiles.length; mask += 1) {
    const files = [styles.base, ...groupFiles.filter((_, at) => mask & (1 << at))];
    combinations.set(addressOf(files), { files });
  }

  app.get<{ Params: { file: string } }>(`${ROUTE_PREFIX}:file`, async (request, reply) => {
    const combination = combinations.get(`${ROUTE_PREFIX}${request.params.file}`);
    if (!combination) return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
    const css = (combination.css ??= {
      body: combination.files.map((file) => readFileSync(path.join(staticDir, file), 'utf8')).join('\n'),
    });
    reply
      .header('Content-Type', 'text/css; charset=utf-8')
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return encoding
      ? reply.header('Content-Encoding', encoding).send(encodedBody(css, encoding))
      : reply.send(css.body);
  });

  return {
    link(kinds) {
      const used = new Set(kinds.map((kind) => groupOf[kind]));
      const groups = Object.entries(styles.groups).filter(([group]) => used.has(group));
      if (groups.length === 0) return link(`/${styles.base}`);
      return link(addressOf([styles.base, ...groups.map(([, file]) => file)]));
    },
  };
}
