const fs = require('node:fs');
const path = require('node:path');
const { config, root } = require('./webpack.common');

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
  plugins: [...config.plugins, new ChunkReportPlugin()],
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
      cacheGroups: {
        // React and the store libraries change rarely: keep them in their own long-cached chunk.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|@reduxjs|redux-saga|@redux-saga|connected-react-router|react-router|react-router-dom|history)[\\/]/,
          name: 'framework',
          priority: 20,
        },
      },
    },
  },
  performance: { hints: false }, // the budget is enforced by `npm run bench`, on gzipped sizes
};
