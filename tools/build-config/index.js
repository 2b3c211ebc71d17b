// One webpack + Module Federation configuration for every front-end app.
// Usage (webpack.config.cjs): module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name, kind, port, components });
// A remote's federation `exposes` are derived from its src/routes.json (each route's `expose` and `module`), plus
// `components`: the few modules it exposes for other remotes to mount (not screens of its own, so not routes).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { createShared } = require('./shared');
const { exposesFromRoutes, publicRoutes, readAndValidateRoutes, validateRoutes } = require('./routes');

const ROOT = path.resolve(__dirname, '..', '..');
// moment-timezone without its whole zone database (see moment-timezone-au.js): ~90 KB gzipped less on the first page.
const MOMENT_TZ_DIR = path.dirname(
  require.resolve('moment-timezone/package.json', { paths: [path.join(ROOT, 'shared-domain')] }),
);

const API_URL = process.env.API_URL || 'http://localhost:8080';

const hashedName = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';

/** A remote's federation exposes: its routes' screens plus `components` (a name in both is a mistake). */
function remoteExposes(dir, name, components) {
  const routes = readAndValidateRoutes(dir, { name });
  const screens = exposesFromRoutes(routes);
  for (const key of Object.keys(components)) {
    if (screens[key]) throw new Error(`${name}: '${key}' is both a screen in routes.json and a component in webpack.config.cjs`);
    if (!fs.existsSync(path.join(dir, components[key])))
      throw new Error(`${name}: component '${key}' names a missing file ${components[key]}`);
  }
  return { ...screens, ...components };
}

// Text assets the API serves compressed (api/src/http/static.ts negotiates Accept-Encoding): every one gets a .br and a .gz
// beside it, whatever the ratio, so the server never has to know which ones were worth it.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/** Brotli (maximum quality) and gzip (level 9) copies of every text asset, written at build time. */
function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: Infinity };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
  ];
}

function createWebpackConfig({ dir, name, kind, components = {}, port, exposes: handWritten }) {
  if (!dir || !name || !['host', 'remote'].includes(kind))
    throw new Error('createWebpackConfig: dir, name and kind (host|remote) are required');
  if (handWritten)
    throw new Error(
      `${name}: exposes are derived from src/routes.json; list only components for other remotes (components: {...})`,
    );
  const exposes = kind === 'remote' ? remoteExposes(dir, name, components) : {};
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    // Dev builds (the harness) go elsewhere: the federation manifest plugin writes to disk and must not clobber dist/.
    // BUILD_OUTPUT_DIR sends a production build elsewhere (e.g. straight into a deployed folder).
    const dist =
      prod && process.env.BUILD_OUTPUT_DIR
        ? path.resolve(process.env.BUILD_OUTPUT_DIR)
        : path.join(dir, prod ? 'dist' : '.dev-dist');
    // A label naming this build (BUILD_LABEL, default version + time): compiled in as process.env.BUILD_LABEL and, for
    // remotes, written to dist/routes.json as "build" (the shell shows it under the remote's area).
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const buildLabel = process.env.BUILD_LABEL || `${pkg.version} ${new Date().toISOString()}`;
    const hasPublic = fs.existsSync(path.join(dir, 'public'));
    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: createShared(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        runtimePlugins: [require.resolve('./runtime-plugin')],
        // The runtime without its Node code paths; a remote's production entry also without remote loading and the
        // manifest snapshot, which only the host uses (a remote never loads another remote itself: one area mounts
        // another's module through the shell's runtime, shared-ui's RemoteComponent). 8 KB (brotli) off each remoteEntry.js.
        experiments: {
          optimization:
            kind === 'remote' && prod ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web' },
        },
        // Not used: experiments.externalRuntime/provideExternalRuntime. Measured: it saves ~19 KB gzipped per remoteEntry.js
        // but puts the whole runtime (+23 KB) in the shell's main chunk, a loss for the first page.
      }),
      new HtmlWebpackPlugin({
        template:
          hasPublic && fs.existsSync(path.join(dir, 'public', 'index.html'))
            ? path.join(dir, 'public', 'index.html')
            : path.join(__dirname, 'harness.html'),
        chunks: ['main'],
        publicPath: '/', // deep links (/viewResident/5) must load /main.js, not /viewResident/main.js
        title: kind === 'host' ? 'Resident Manager' : `Resident Manager: ${name} (standalone)`,
      }),
      new (require('webpack').DefinePlugin)({ 'process.env.BUILD_LABEL': JSON.stringify(buildLabel) }),
      // moment's locales (hundreds of KB): the product formats in English only.
      new (require('webpack').IgnorePlugin)({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ];
    const entry = { main: './src/index.ts' };
    if (kind === 'host' && fs.existsSync(path.join(dir, 'src', 'silent-renew.ts'))) {
      entry.silentRenew = './src/silent-renew.ts';
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'silent-renew.html'),
          filename: 'silent-renew.html',
          chunks: ['silentRenew'],
          publicPath: '/',
        }),
      );
    }
    if (kind === 'remote' && !prod) {
      // The standalone harness signs in like the shell, so its dev server serves /silent-renew.html too.
      const sharedAuthSrc = path.dirname(require.resolve('shared-auth', { paths: [dir] }));
      entry.silentRenew = path.join(sharedAuthSrc, 'silent-renew.ts');
      plugins.push(
        new HtmlWebpackPlugin({
          templateContent:
            '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Resident Manager: silent renew</title></head><body></body></html>',
          filename: 'silent-renew.html',
          chunks: ['silentRenew'],
          publicPath: '/',
        }),
      );
    }
    const copies = [];
    if (hasPublic)
      copies.push({ from: 'public', globOptions: { ignore: ['**/index.html', '**/silent-renew.html'] }, noErrorOnMissing: true });
    if (kind === 'remote') {
      copies.push({
        from: 'src/routes.json',
        to: 'routes.json',
        transform(content) {
          const doc = JSON.parse(content.toString());
          const errors = validateRoutes(doc, { name, exposes, dir });
          if (errors.length) throw new Error(`routes.json is invalid:\n  ${errors.join('\n  ')}`);
          return JSON.stringify({ ...publicRoutes(doc), build: buildLabel });
        },
      });
    }
    if (copies.length) plugins.push(new CopyWebpackPlugin({ patterns: copies }));
    if (prod) plugins.push(...precompressed());

    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry,
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: dist,
        publicPath: 'auto',
        // Functions: the federation runtime module interpolates the pattern (only to learn the folder depth) before
        // content hashes exist, where [contenthash] would fail.
        filename: prod ? hashedName : '[name].js',
        chunkFilename: prod ? hashedName : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'moment-timezone$': path.join(__dirname, 'moment-timezone-au.js'),
          'moment-timezone-core$': path.join(MOMENT_TZ_DIR, 'moment-timezone.js'),
          // react-router through a facade (react-router-client.mjs) so the shared singleton is tree-shaken; the real
          // package's exports name only its development build, so production builds point at the production one.
          'react-router$': path.join(__dirname, 'react-router-client.mjs'),
          // TanStack Query the same way (react-query-client.mjs): the shared singleton without the exports nobody uses.
          '@tanstack/react-query$': path.join(__dirname, 'react-query-client.mjs'),
          'react-query-full$': path.join(
            path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [dir, path.join(ROOT, 'shared-auth')] })),
            'build',
            'modern',
            'index.js',
          ),
          'react-router-full$': path.join(
            path.dirname(require.resolve('react-router/package.json', { paths: [dir] })),
            'dist',
            prod ? 'production' : 'development',
            'index.mjs',
          ),
        },
      },
      module: {
        // An import of a name a module does not export fails the build instead of becoming `undefined` at run time (a
        // screen importing a react-router function the facade above does not re-export would otherwise break only in
        // the browser).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
          // Chakra's theme module builds every recipe at top level; marking that call pure lets webpack drop the recipes
          // shared-ui does not use (about 17 KB gzipped off the first page). See chakra-theme-pure-loader.cjs.
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            use: [require.resolve('./chakra-theme-pure-loader.cjs')],
          },
          // `import screens from './routes.json?screens'` (a remote's standalone harness): expose name -> lazy import of
          // the screen's module, generated from routes.json so the harness has no list of its own.
          {
            test: /routes\.json$/,
            resourceQuery: /screens/,
            type: 'javascript/auto',
            use: [require.resolve('./screens-loader.cjs')],
          },
          { test: /\.(png|svg|jpg|jpeg|gif|woff2?)$/, type: 'asset/resource' },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins,
      optimization: prod
        ? {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            // shared-domain's modules imported by path (the first page's: messages, permissions, labels) are bundled into
            // each shared module that imports them (shared-auth, shared-ui, the dashboard); without this group webpack
            // copies a small module into every chunk that needs it (messages.ts was fetched three times on the first page).
            // The shell only: in a remote the same group splits the screens' chunks further and costs more than it saves.
            splitChunks:
              kind !== 'host'
                ? undefined
                : {
                    cacheGroups: {
                      sharedDomain: {
                        test: /[\\/]shared-domain[\\/]src[\\/]/,
                        chunks: 'all',
                        minChunks: 2,
                        minSize: 0,
                        priority: 20,
                        reuseExistingChunk: true,
                      },
                    },
                  },
            minimize: true,
            minimizer: [
              new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } }),
            ],
          }
        : {},
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: false,
        client: { overlay: false },
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
        proxy: [{ context: ['/api', '/oidc', '/config.json', '/mfe'], target: API_URL, changeOrigin: false, ws: false }],
      },
    };
  };
}

module.exports = { createWebpackConfig, remoteExposes };
