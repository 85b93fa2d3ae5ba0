import type { OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * `<link rel="modulepreload" data-preload="app">` in index.html for the app's start module
 * (`start`, loaded dynamically by the tiny entry, ADR 0043) with everything it imports, and for the
 * chunks that every public first screen needs (issue 16): the browser fetches them beside the entry
 * chunk instead of after it has run and the router has asked for the page. Only what all of `pages`
 * share is preloaded, so none of them downloads a byte it would not have downloaded anyway; the rest
 * stays lazy. On a page the server paints, the server turns these links off and the entry turns
 * them on at the visitor's first sign of use (platform/http/spa-page.ts, main.tsx).
 */
export function firstScreenPreload(start: string, pages: string[]): Plugin {
  return {
    name: 'hashi:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
          if (seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) closure(next, seen);
          }
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const initial = entry ? closure(entry) : new Set<string>();
        const chunkOf = (source: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${source}`);
          return chunk;
        };
        const app = [...closure(chunkOf(start))].filter((file) => !initial.has(file));
        const needs = pages.map((page) => closure(chunkOf(page)));
        const [first = new Set<string>(), ...rest] = needs;
        const shared = [...first].filter(
          (file) => !initial.has(file) && !app.includes(file) && rest.every((need) => need.has(file)),
        );
        return [...app.sort(), ...shared.sort()].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-preload': 'app' },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
