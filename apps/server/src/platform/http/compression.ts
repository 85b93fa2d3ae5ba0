import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of what the server sends (issue 16).
 * - The web build's files are compressed once at build time (apps/web/vite.config.ts writes a `.br`
 *   and a `.gz` beside each): @fastify/static answers the variant the client accepts
 *   (`preCompressed`), index.html from the not-found handler included.
 * - Other responses (the API's JSON, the pages with their own head) are compressed on the fly from
 *   1 KB up. Only text formats are: images, video, PDF and office files are compressed already, and
 *   the live event stream (text/event-stream) must reach the browser event by event.
 * - Brotli at quality 4 (the plugin's default) with a 256 KB window instead of brotli's 4 MB: an
 *   answer is a few tens of KB, and a compressor set up for a 4 MB window cost 0.37 ms of CPU for a
 *   16 KB search answer against 0.22 ms, for the same bytes out.
 */
export const COMPRESSION_THRESHOLD = 1024;

const compressible =
  /^(text\/(?!event-stream)[\w.+-]+|application\/([\w.+-]+\+)?(json|xml|javascript)|image\/svg\+xml)(;|$)/i;

/** True for the content types the server compresses on the fly. */
export const isCompressibleType = (contentType: string): boolean => compressible.test(contentType.trim());

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    customTypes: isCompressibleType,
    // Only responses: request bodies are taken as sent.
    globalDecompression: false,
  });
}

/** The options @fastify/static needs to serve the precompressed files, with the header caches key on. */
export const precompressedStatic = {
  preCompressed: true,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }) => {
    res.setHeader('vary', 'accept-encoding');
  },
} as const;
