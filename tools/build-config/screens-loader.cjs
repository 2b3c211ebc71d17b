// Webpack loader for `import screens from './routes.json?screens'` (a remote's standalone harness): turns routes.json
// into `{ './Dashboard': () => import('<dir>/src/dashboard/Dashboard.tsx'), ... }`, one lazy import per exposed screen,
// so the harness renders exactly the screens routes.json declares without a list of its own.
const path = require('node:path');
const { exposesFromRoutes } = require('./routes');

module.exports = function screensLoader(source) {
  const doc = JSON.parse(typeof source === 'string' ? source : source.toString('utf8'));
  const entries = Object.entries(exposesFromRoutes(doc)).map(([expose, module]) => {
    const file = path.join(this.rootContext, module);
    this.addDependency(file);
    return `  ${JSON.stringify(expose)}: () => import(${JSON.stringify(file)}),`;
  });
  return `export default {\n${entries.join('\n')}\n};\n`;
};
