// A remote's route declarations (src/routes.json): the only list of its screens. Each route that has a screen names it
// twice over: `expose` (the federated module name the shell loads, e.g. './ViewResident') and `module` (its source file,
// e.g. './src/record/ResidentView.tsx'); the build derives the remote's federation `exposes` from them
// (`exposesFromRoutes`), validates the file, and copies it to dist/ without the source paths (`publicRoutes`).
const fs = require('node:fs');
const path = require('node:path');

const FLAGS = ['canView', 'canModify', 'canRemove', 'canAction'];
const FACILITY_TYPES = ['AgeCare', 'IndependentLiving'];

/** Permission names from shared-domain's table (parsed from source: the build runs in plain Node). */
function permissionNames() {
  const file = path.resolve(__dirname, '..', '..', 'shared-domain', 'src', 'permissions.ts');
  const src = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of src.matchAll(/\{\s*code:\s*\d+,\s*name:\s*'([A-Za-z0-9]+)'/g)) names.add(m[1]);
  if (names.size === 0) throw new Error(`routes.json validation: no permission names found in ${file}`);
  return names;
}

/** `{ './ViewResident': './src/record/ResidentView.tsx', ... }` from the routes that have a screen. */
function exposesFromRoutes(doc) {
  const out = {};
  for (const r of (doc && doc.routes) || []) if (r && r.expose && typeof r.module === 'string') out[r.expose] = r.module;
  return out;
}

/** routes.json as deployed (dist/routes.json, read by the shell): the declarations without the source paths. */
function publicRoutes(doc) {
  return { ...doc, routes: doc.routes.map(({ module, ...route }) => route) };
}

/**
 * Errors of a routes.json (empty when valid). `exposes`: what the build exposes (default: derived from the file);
 * `dir`: the remote's folder, to check that each `module` exists.
 */
function validateRoutes(doc, { name, exposes, dir } = {}) {
  const errors = [];
  if (doc && typeof doc === 'object' && exposes === undefined) exposes = exposesFromRoutes(doc);
  const modules = new Map();
  const perms = permissionNames();
  const checkPermission = (where, p) => {
    if (p === undefined) return;
    if (!p || typeof p !== 'object') return errors.push(`${where}: permission must be { name, flag }`);
    if (!perms.has(p.name)) errors.push(`${where}: unknown permission name '${p.name}'`);
    if (!FLAGS.includes(p.flag)) errors.push(`${where}: unknown permission flag '${p.flag}'`);
  };
  const checkFacility = (where, t) => {
    if (t !== undefined && !FACILITY_TYPES.includes(t)) errors.push(`${where}: unknown facilityType '${t}'`);
  };
  if (!doc || typeof doc !== 'object') return ['routes.json must be an object'];
  if (name && doc.remote !== name) errors.push(`remote must be '${name}' (found '${doc.remote}')`);
  if (!Array.isArray(doc.routes)) errors.push('routes must be an array');
  const seen = new Set();
  for (const [i, r] of (doc.routes || []).entries()) {
    const where = `routes[${i}] ${r && r.path}`;
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) errors.push(`${where}: path must start with '/'`);
    else if (/\/\/|\s|\{|\}/.test(r.path)) errors.push(`${where}: path must use react-router syntax (:param, *)`);
    else if (r.path.includes('*') && !r.path.endsWith('/*')) errors.push(`${where}: '*' only as the last segment`);
    const key = `${r.path}|${r.facilityType || ''}`;
    if (seen.has(key)) errors.push(`${where}: declared twice`);
    seen.add(key);
    if (typeof r.title !== 'string' || !r.title) errors.push(`${where}: title is required`);
    checkPermission(where, r.permission);
    checkFacility(where, r.facilityType);
    if (r.featureFlag !== undefined && typeof r.featureFlag !== 'string') errors.push(`${where}: featureFlag must be a string`);
    if (r.systemUserOnly !== undefined && typeof r.systemUserOnly !== 'boolean')
      errors.push(`${where}: systemUserOnly must be boolean`);
    if (r.hideFooter !== undefined && typeof r.hideFooter !== 'boolean') errors.push(`${where}: hideFooter must be boolean`);
    if (r.expose) {
      if (typeof r.expose !== 'string' || !/^\.\/[A-Za-z][A-Za-z0-9]*$/.test(r.expose))
        errors.push(`${where}: expose must look like './ScreenName'`);
      if (typeof r.module !== 'string' || !/^\.\/src\/.+\.tsx?$/.test(r.module))
        errors.push(`${where}: module must name the screen's source file ('./src/....tsx')`);
      else {
        if (modules.has(r.expose) && modules.get(r.expose) !== r.module)
          errors.push(`${where}: expose '${r.expose}' names another module elsewhere ('${modules.get(r.expose)}')`);
        modules.set(r.expose, r.module);
        if (dir && !fs.existsSync(path.join(dir, r.module))) errors.push(`${where}: module '${r.module}' does not exist`);
        if (!Object.prototype.hasOwnProperty.call(exposes, r.expose))
          errors.push(`${where}: expose '${r.expose}' is not exposed by the build`);
      }
    } else {
      if (r.module !== undefined) errors.push(`${where}: 'module' without 'expose'`);
      if (r.planned !== true) errors.push(`${where}: needs 'expose' or 'planned: true'`);
    }
  }
  for (const [i, m] of (doc.menu || []).entries()) {
    const where = `menu[${i}] ${m && m.label}`;
    if (typeof m.label !== 'string' || !m.label) errors.push(`${where}: label is required`);
    if (typeof m.path !== 'string' || !m.path.startsWith('/')) errors.push(`${where}: path must start with '/'`);
    if (typeof m.order !== 'number') errors.push(`${where}: order must be a number`);
    if (m.group !== undefined && (typeof m.group !== 'string' || !m.group))
      errors.push(`${where}: group must be a non-empty string`);
    checkPermission(where, m.permission);
    checkFacility(where, m.facilityType);
  }
  return errors;
}

function readAndValidateRoutes(dir, options) {
  const file = path.join(dir, 'src', 'routes.json');
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const errors = validateRoutes(doc, { dir, ...options });
  if (errors.length) throw new Error(`${file} is invalid:\n  ${errors.join('\n  ')}`);
  return doc;
}

module.exports = { validateRoutes, readAndValidateRoutes, exposesFromRoutes, publicRoutes, permissionNames };
