// `npm run dev`: the lender server in watch mode plus the webpack dev server with hot reload in front of it.
import { spawn } from 'node:child_process';
import { serverArgs } from './server-command.mjs';

const children = [
  spawn(process.execPath, serverArgs(['--watch']), {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['webpack', 'serve', '--config', 'webpack/webpack.dev.js'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
