const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { config, root } = require('./webpack.common');

// Brotli and gzip copies beside each text asset, made once at build time so the server (@fastify/static with
// preCompressed) never compresses a file per request. Templates (.html) are filled per request and maps are not
// served to browsers, so neither is copied.
const PRECOMPRESS = /\.(m?js|css|svg|json|txt|wasm)$/;
const PRECOMPRESS_MIN_BYTES = 512;
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!PRECOMPRESS.test(name)) continue;
            const buffer = assets[name].buffer();
            if (buffer.length < PRECOMPRESS_MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = zlib.gzipSync(buffer, { level: 9 });
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
            if (gz.length < buffer.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
          }
        },
      );
    });
  }
}

// Writes the chunk map `npm run bench` measures (kept out of dist/, which the server serves).
class ChunkReportPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkReportPlugin', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunks: true, chunkGroupChildren: true, ids: true });
      const report = {
        entrypoints: Object.fromEntries(
          Object.entries(json.entrypoints).map(([name, ep]) => [name, ep.assets.map((a) => a.name)]),
        ),
        chunks: json.chunks.map((c) => ({ id: c.id, names: c.names, files: c.files, initial: c.initial })),
      };
      fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
      fs.writeFileSync(path.join(root, 'reports', 'chunks.json'), JSON.stringify(report, null, 2));
    });
  }
}

module.exports = {
  ...config,
  mode: 'production',
  devtool: 'hidden-source-map', // maps for error reports, not linked from the served files
  plugins: [...config.plugins, new ChunkReportPlugin(), new PrecompressPlugin()],
  output: {
    ...config.output,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].chunk.js',
    assetModuleFilename: '[name].[contenthash:8][ext]',
  },
  optimization: {
    moduleIds: 'deterministic',
    runtimeChunk: false,
    splitChunks: {
      chunks: 'all',
      // Shared pieces under 40 kB (before minification) stay in the chunks that use them rather than becoming a
      // request of their own: a first screen loads a few chunks, not a dozen slivers (a later screen may load a
      // helper again).
      minSize: 40000,
      cacheGroups: {
        // React and the store libraries change rarely: keep them in their own long-cached chunk.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|@reduxjs|redux-saga|@redux-saga|connected-react-router|react-router|react-router-dom|history)[\\/]/,
          name: 'framework',
          priority: 20,
        },
        // Every form screen needs both form libraries: one chunk, one request, not two the screen waits on.
        forms: {
          test: /[\\/]node_modules[\\/](final-form|react-final-form)[\\/]/,
          name: 'forms',
          priority: 15,
          enforce: true,
        },
        // yup and its helpers, for the forms whose rules are yup schemas; the register page's steps are written
        // without it (src/domain/validation/registerRules.ts), so the first screen does not load it.
        validation: {
          test: /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/,
          name: 'validation',
          priority: 15,
          enforce: true,
        },
      },
    },
  },
  performance: { hints: false }, // the budget is enforced by `npm run bench`, on gzipped sizes
};
