module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_funding', kind: 'remote', exposes: {}, port: 3003 });
