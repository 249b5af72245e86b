// `npm run dev`: webpack dev server with hot reload on DEV_PORT (default 8080), proxying everything it does not
// build to the lender server (started by scripts/dev.mjs in watch mode on PORT, default 3000). The page
// templates are written to dist/ so the server can fill in the organisation's data as it does in production.
const { config, PUBLIC_PATH } = require('./webpack.common');

const serverPort = Number(process.env.PORT || 3000);

module.exports = {
  ...config,
  mode: 'development',
  devtool: 'cheap-module-source-map', // no eval: the server's CSP has no 'unsafe-eval', in development too
  output: { ...config.output, filename: '[name].js', chunkFilename: '[name].chunk.js' },
  devServer: {
    port: Number(process.env.DEV_PORT || 8080),
    host: '127.0.0.1',
    hot: true,
    devMiddleware: { publicPath: PUBLIC_PATH, writeToDisk: (file) => file.endsWith('.html') },
    static: false,
    historyApiFallback: false,
    proxy: [
      {
        context: (pathname) => !pathname.startsWith(PUBLIC_PATH) && !pathname.startsWith('/ws'),
        target: `http://127.0.0.1:${serverPort}`,
        ws: true,
      },
    ],
  },
};
