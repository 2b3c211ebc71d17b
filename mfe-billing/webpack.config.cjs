// Exposes: the screens of src/routes.json (derived by build-config).
module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_billing', kind: 'remote', port: 3004 });
