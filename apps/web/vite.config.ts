import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './scripts/first-screen-preload.ts';
import { precompress } from './scripts/precompress.ts';

const api = 'http://localhost:3000';

/**
 * Vendor code that the app's start needs is split into a few stable chunks so a deploy that only
 * changes app code keeps them cached. The app starts from a dynamically imported module (start.tsx,
 * ADR 0043), so rolldown's `$initial` tag (the entry's static graph) no longer describes it: the
 * groups are what start.tsx needs whole (React and the router; i18next and Query) and MUI's styling
 * core; MUI's components stay in the chunks of the code that uses them.
 */
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  // MUI's styling core only (emotion, the system, the theme): its components stay with their users.
  {
    name: 'mui',
    test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|utils|DefaultPropsProvider)[\\/]|@emotion|@babel[\\/]runtime|stylis|clsx)/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)/ },
];

/**
 * The modules of the tiny entry (main.tsx, ADR 0043) and what it imports: they stay in the entry's
 * chunk, whatever start.tsx shares with it.
 */
const ENTRY_MODULES = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/early-input.ts',
  'apps/web/src/app/first-paint.ts',
  'apps/web/src/lib/api/session-store.ts',
  'apps/web/src/lib/api/token-expiry.ts',
  'apps/web/src/lib/cookies.ts',
  'apps/web/src/features/attribution/capture-attribution.ts',
  'apps/web/src/features/attribution/attribution-rules.ts',
  'apps/web/src/components/ui/tokens.ts',
  'packages/shared/src/constants.ts',
  'packages/shared/src/enums.ts',
  'packages/shared/src/first-paint.ts',
];
const isEntryModule = (id: string) => ENTRY_MODULES.some((file) => id.replaceAll('\\', '/').endsWith(file));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        // The app's start module, and what the pages of /login, /sign-up, /search and /search/{id} all
        // need: preloaded with the entry, except on a page the server painted (ADR 0043).
        firstScreenPreload('src/app/start.tsx', [
          'src/features/auth/routes/login-page.tsx',
          'src/features/auth/routes/sign-up-page.tsx',
          'src/features/jobs/routes/job-search-page.tsx',
          'src/features/jobs/routes/guest-job-detail-page.tsx',
        ]),
        precompress(),
      ],
  // The server entry (ADR 0038) is one self-contained bundle, libraries included and built for
  // production whatever NODE_ENV the server runs with: its markup and class names must be the
  // ones the production client hydrates.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: { '/api': api, '/oauth': api, '/dev': api },
  },
  build: {
    copyPublicDir: !isSsrBuild,
    // The bundle-budget test reads the manifest to measure what the first page load downloads.
    manifest: true,
    target: 'es2022',
    // Every browser the es2022 target runs on follows <link rel="modulepreload"> itself; without it a
    // browser just fetches those chunks when imported. The polyfill would cost the tiny entry ~0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: isSsrBuild ? undefined : { index: 'index.html', start: 'src/app/start.tsx' },
      output: {
        // Lazy chunks are named by their hash alone: the start module lists every one of them for
        // preloading (Vite's dependency map), and their names cost the initial download 2.2 KB gzip.
        // The manifest still names each chunk (bundle-budget.test.ts reports it).
        chunkFileNames: isSsrBuild ? undefined : 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            ...initialVendorGroups.map((group, i) => ({
              ...group,
              tags: ['$initial' as const],
              priority: initialVendorGroups.length - i + 1,
            })),
            // The app's own code in start's graph, in one chunk with start.tsx: left to itself, rolldown
            // would cut what lazy routes share with it into a dozen small files, each a request and
            // each compressed on its own. The entry's own modules stay out (it must stay tiny).
            {
              name: 'start',
              tags: ['$initial' as const],
              test: (id: string) =>
                !id.endsWith('.css') &&
                /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/.test(id) &&
                !isEntryModule(id),
              priority: 1,
              // Only what the test names: Vite's preload helper, which the entry imports too, stays out.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
