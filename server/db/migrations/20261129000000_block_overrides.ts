// Stored page documents carry only what differs from their blocks' defaults (issue 23, decision 0171): every
// working copy, live copy and version is rewritten with the props equal to their kind's default left out, the
// same rule the server now applies to every save (domain/blocks/overrides.ts). Nothing visible changes: a left-out
// prop renders with its default, which is the value it had. A document already in that form is not written.
// Down is a no-op: the older code reads override-only documents the same way (it merged defaults already).
import type { PageDocument } from '#domain/pages/public-page';
import { blockOverrides } from '#domain/blocks/overrides';
import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/** The document in override form, or null when it is already (or not a page document). */
export function overrideDocument(json: string): string | null {
  let document: PageDocument;
  try {
    document = JSON.parse(json) as PageDocument;
  } catch {
    return null;
  }
  if (!Array.isArray(document.blocks)) return null;
  const next = JSON.stringify({ ...document, blocks: document.blocks.map((block) => blockOverrides(block)) });
  return next === JSON.stringify(document) ? null : next;
}

export async function up(db: AnyDb): Promise<void> {
  // Plain aliases: the app's connection may rename result columns (CamelCasePlugin), these stay as they are.
  const pages = await sql<{ id: number; doc: string; live: string | null }>`
    select id, document as doc, published_document as live from pages`.execute(db);
  for (const page of pages.rows) {
    const document = overrideDocument(page.doc);
    const published = page.live ? overrideDocument(page.live) : null;
    if (document === null && published === null) continue;
    await db
      .updateTable('pages')
      .set({
        ...(document === null ? {} : { document }),
        ...(published === null ? {} : { published_document: published }),
      })
      .where('id', '=', page.id)
      .execute();
  }
  const versions = await sql<{ id: number; doc: string }>`
    select id, document as doc from page_versions`.execute(db);
  for (const version of versions.rows) {
    const document = overrideDocument(version.doc);
    if (document !== null)
      await db.updateTable('page_versions').set({ document }).where('id', '=', version.id).execute();
  }
}

export async function down(): Promise<void> {}
