module.exports = require('build-config').createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host', port: 3000 });
