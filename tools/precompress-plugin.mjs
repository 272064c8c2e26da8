// Writes `<asset>.br` (brotli, quality 11) and `<asset>.gz` (gzip, level 9) beside each text asset of a production
// front-end build. The gateway serves them to browsers that accept them (gateway/src/static-frontends.ts): hashed
// assets are compressed once, at their smallest, instead of per request at a fast setting.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';

const TEXT = /\.(js|css|json|svg|txt)$/i;
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CanopyPrecompress', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'CanopyPrecompress',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((a) => TEXT.test(a.name) && a.source.size() >= MIN_BYTES)
            .map(async ({ name, source }) => {
              const raw = Buffer.from(source.buffer());
              const [br, gz] = await Promise.all([
                toBrotli(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
                toGzip(raw, { level: 9 }),
              ]);
              // A copy no smaller than the file is left out: the file itself is served then.
              if (br.length < raw.length)
                compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
              if (gz.length < raw.length)
                compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
