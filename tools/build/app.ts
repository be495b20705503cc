// The app build (`vite build`, first of `npm run build`): the single-page app and its service worker into dist/.
// It is what the installed app, the offline shell, a signed-in member and every staff screen run, and the
// index.html the server renders public pages into. Owns: the PWA wiring (injectManifest from sw/), the build id,
// the page start scripts, the web manifest, the library and staff chunks, precompressed copies, the dev proxy.
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfo } from './plugins/build-info';
import { iconMasks } from './plugins/icon-masks';
import { BLOCK_KIND_GROUPS_DEFINE } from './plugins/kind-groups';
import { pageStartScripts } from './plugins/page-start-scripts';
import { precompress } from './plugins/precompress';
import { webManifest } from './plugins/web-manifest';

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
        // The desk's client schemas; the pages' link rule and the rich text, which only the blog's editor uses.
        String.raw`domain[\\/]schemas[\\/]clients\.`,
        String.raw`domain[\\/]pages[\\/]unsafe-url\.`,
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

const API = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

export function appBuild(): UserConfig {
  return {
    define: BLOCK_KIND_GROUPS_DEFINE,
    plugins: [
      react(),
      iconMasks(),
      pageStartScripts(),
      buildInfo(),
      webManifest(),
      precompress(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registered from src/lib/pwa.ts with workbox-window: no render-blocking registerSW.js, and the app owns
        // the update prompt.
        injectRegister: false,
        // We ship manifest.webmanifest ourselves (./plugins/web-manifest.ts).
        manifest: false,
        injectManifest: {
          // png and webmanifest stay out: app icons are only needed for installing, which happens online.
          globPatterns: ['**/*.{js,css,html,svg,ico,txt}'],
          globIgnores: STAFF_ONLY_ASSETS,
        },
      }),
    ],
    server: { proxy: API },
    preview: { proxy: API },
    build: {
      target: 'es2022',
      // One stylesheet for the whole app (about 23 KB gzip), linked by index.html and cached for good: a
      // server-rendered page is styled before any script runs, whatever lazy chunks it is made of.
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
}
