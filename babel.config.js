// One Babel config for webpack and Jest. Jest sets NODE_ENV=test; node targets there, browsers otherwise.
module.exports = (api) => {
  const isTest = api.env('test');
  const isProd = api.env('production');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { targets: '> 0.5%, last 2 versions, not dead', bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !isProd }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', { displayName: !isProd, pure: true, ssr: false }]],
  };
};
