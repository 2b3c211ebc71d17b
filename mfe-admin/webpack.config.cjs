module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_admin', kind: 'remote', port: 3007 });
