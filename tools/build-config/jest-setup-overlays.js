// shared-ui's overlays (Dialog, Drawer and the toast region: shared-ui/src/overlays.tsx) load their code the first time
// one opens, which in a browser is a chunk download. Tests render them at once, as before: the code is loaded before
// each test file's tests, except in shared-ui's overlays.test.tsx, which checks the lazy path itself.
const path = require('node:path');

const overlays = require(path.resolve(__dirname, '..', '..', 'shared-ui', 'src', 'overlays.tsx'));
const testsLazyPath = /[\\/]shared-ui[\\/]src[\\/]overlays\.test\.tsx$/.test(expect.getState().testPath ?? '');

if (!testsLazyPath) beforeAll(() => overlays.loadOverlays());
