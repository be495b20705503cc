/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id vite.config.ts defines; absent outside a build. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
