/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id vite.config.ts defines; absent outside a build. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Block kind → the name of its group, from the definitions (vite.config.ts, decision 0171). */
declare const __BLOCK_KIND_GROUPS__: Record<string, string>;

/** Each block kind that hydrates on a public page → its component's loader (tools/build/plugins/kind-islands.ts). */
declare module 'virtual:kind-islands' {
  import type { ComponentType } from 'react';

  export const KIND_ISLANDS: Readonly<Record<string, () => Promise<ComponentType<never>>>>;
  /** The kinds whose island reads the API through the query cache (their definition's `readsApi`). */
  export const KIND_READS_API: ReadonlySet<string>;
}
