module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_leads', kind: 'remote', exposes: {}, port: 3002 });
