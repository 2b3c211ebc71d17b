module.exports = require('build-config/jest')({ dir: __dirname, environment: 'jsdom', remote: true });
