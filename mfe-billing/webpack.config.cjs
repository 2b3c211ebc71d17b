module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_billing', kind: 'remote', port: 3004 });
