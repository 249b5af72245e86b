// Shared webpack config: three entries (the app under /account/heloc, the small outside-pages entry and the
// agents' chat console),
// all emitted into dist/ with the server's page template, assets served under /account/heloc/assets/.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EntryAfterFirstPaintPlugin } = require('./entryLoader');

const root = path.resolve(__dirname, '..');
const PUBLIC_PATH = '/account/heloc/assets/';

function page(entry) {
  return new HtmlWebpackPlugin({
    template: path.join(root, 'public', `${entry}.html`),
    filename: `${entry}.html`,
    chunks: [entry],
    inject: 'head',
    scriptLoading: 'defer',
    // The template's placeholders (__CSP_NONCE__, __PAGE_TITLE__, <!--PRIVATE_LABEL-->) are filled per request by the server.
    minify: false,
  });
}

module.exports = {
  root,
  PUBLIC_PATH,
  config: {
    context: root,
    entry: {
      app: path.join(root, 'src/index.tsx'),
      outside: path.join(root, 'src/outside/index.tsx'),
      agent: path.join(root, 'src/agent/index.tsx'),
    },
    output: {
      path: path.join(root, 'dist'),
      publicPath: PUBLIC_PATH,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.mjs'],
      // connected-react-router compares location states with lodash.isequalwith; our stand-in gives the same
      // answers for those values at a tenth of the size (src/vendor/isEqualWith.ts, held to lodash by a test).
      // axios's fetch adapter is never chosen in a browser (XMLHttpRequest comes first) but is imported with its
      // helpers: a stand-in that reports fetch unsupported, as axios does without it (src/vendor/axiosFetchAdapter.ts).
      alias: {
        'lodash.isequalwith$': path.join(root, 'src/vendor/isEqualWith.ts'),
        [path.join(root, 'node_modules/axios/lib/adapters/fetch.js')]: path.join(
          root,
          'src/vendor/axiosFetchAdapter.ts',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        { test: /\.(png|svg|jpg|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      page('app'),
      page('outside'),
      page('agent'),
      // The pages the server paints first run their entry after that paint (webpack/entryLoader.js).
      new EntryAfterFirstPaintPlugin(HtmlWebpackPlugin, ['app.html', 'outside.html']),
    ],
  },
};
