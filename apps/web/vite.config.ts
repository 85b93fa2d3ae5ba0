import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './scripts/first-screen-preload.ts';
import { precompress } from './scripts/precompress.ts';

const api = 'http://localhost:3000';

/**
 * Vendor code that the first paint needs is split into a few stable chunks so a deploy that only
 * changes app code keeps them cached. `$initial` limits each group to the startup graph: a library
 * that only a lazy route uses stays with that route instead of growing the initial download.
 */
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|clsx)/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        // The pages of /login, /sign-up, /search and /search/{id}: what they all need loads with the entry.
        firstScreenPreload([
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: initialVendorGroups.map((group, i) => ({
            ...group,
            tags: ['$initial' as const],
            priority: initialVendorGroups.length - i,
          })),
        },
      },
    },
  },
}));
