import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels, once per build (issue 16): the server answers the copy the browser accepts
 * (@fastify/static `preCompressed`) instead of compressing each response again.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/ holds the build manifest, which the server does not serve.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/** Compresses every compressible file under `dir`; returns how many it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return files.length;
}

/** The Vite plugin: after a production build has written its files. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hashi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
