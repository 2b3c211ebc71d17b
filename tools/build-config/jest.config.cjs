// The build tools' own tests (node): the standalone harness's dev server (dev-harness.test.js).
module.exports = require('./jest')({ dir: __dirname, environment: 'node' });
