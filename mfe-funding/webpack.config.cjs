module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_funding', kind: 'remote', port: 3003 });
