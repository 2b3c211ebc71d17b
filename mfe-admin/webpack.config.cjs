// Exposes: the screens of src/routes.json (derived by build-config) plus the components other remotes mount.
module.exports = require('build-config').createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  kind: 'remote',
  // The record history panel, mounted by the residents and leads areas through shared-ui's RemoteComponent.
  components: {
    './RecordHistory': './src/history/RecordHistory.tsx',
  },
  port: 3007,
});
