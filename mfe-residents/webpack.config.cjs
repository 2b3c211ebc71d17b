module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'mfe_residents', kind: 'remote', exposes: { './Dashboard': './src/dashboard/Dashboard.tsx' }, port: 3001 });
