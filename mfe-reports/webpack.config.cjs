module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_reports', kind: 'remote', port: 3005 });
