#!/usr/bin/env node
// build-config build | dev [--port <n>] — run from an app's folder (uses its webpack.config.cjs). `dev` serves the app
// on its own port (webpack.config.cjs `port`; `--port` or DEV_PORT instead, e.g. to run two copies or in a test).
const path = require('node:path');
const webpack = require('webpack');

const [command, ...options] = process.argv.slice(2);
const dir = process.cwd();
const factory = require(path.join(dir, 'webpack.config.cjs'));
const makeConfig = (mode) => (typeof factory === 'function' ? factory({}, { mode }) : factory);

if (command === 'build') {
  const started = Date.now();
  const config = makeConfig('production');
  webpack(config, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const info = stats.toString({ colors: false, all: false, errors: true, warnings: true, errorDetails: true });
    if (info.trim()) console.log(info);
    if (stats.hasErrors()) process.exit(1);
    console.log(`${path.basename(dir)}: production build in ${((Date.now() - started) / 1000).toFixed(1)} s -> dist/`);
  });
} else if (command === 'dev') {
  const WebpackDevServer = require('webpack-dev-server');
  const config = makeConfig('development');
  const portAt = options.indexOf('--port');
  const port = Number(portAt >= 0 ? options[portAt + 1] : process.env.DEV_PORT || config.devServer.port);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('build-config dev: --port needs a port number');
    process.exit(2);
  }
  config.devServer.port = port;
  const server = new WebpackDevServer(config.devServer, webpack(config));
  server.start().then(() => {
    console.log(
      `${path.basename(dir)}: http://localhost:${config.devServer.port}/ (API proxied to ${process.env.API_URL || 'http://localhost:8080'})`,
    );
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.stop().then(() => process.exit(0)));
} else {
  console.error('usage: build-config build | dev [--port <n>]');
  process.exit(2);
}
