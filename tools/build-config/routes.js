// Validation of a remote's route declarations (src/routes.json), run by the build before copying it to dist/.
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

function validateRoutes(doc, { name, exposes = {} } = {}) {
  const errors = [];
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
    if (r.systemUserOnly !== undefined && typeof r.systemUserOnly !== 'boolean') errors.push(`${where}: systemUserOnly must be boolean`);
    if (r.hideFooter !== undefined && typeof r.hideFooter !== 'boolean') errors.push(`${where}: hideFooter must be boolean`);
    if (r.expose) {
      if (!Object.prototype.hasOwnProperty.call(exposes, r.expose)) errors.push(`${where}: expose '${r.expose}' is not exposed by the build`);
    } else if (!Number.isInteger(r.plannedIssue)) errors.push(`${where}: needs 'expose' or 'plannedIssue'`);
  }
  for (const [i, m] of (doc.menu || []).entries()) {
    const where = `menu[${i}] ${m && m.label}`;
    if (typeof m.label !== 'string' || !m.label) errors.push(`${where}: label is required`);
    if (typeof m.path !== 'string' || !m.path.startsWith('/')) errors.push(`${where}: path must start with '/'`);
    if (typeof m.order !== 'number') errors.push(`${where}: order must be a number`);
    if (m.group !== undefined && (typeof m.group !== 'string' || !m.group)) errors.push(`${where}: group must be a non-empty string`);
    checkPermission(where, m.permission);
    checkFacility(where, m.facilityType);
  }
  return errors;
}

function readAndValidateRoutes(dir, options) {
  const file = path.join(dir, 'src', 'routes.json');
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const errors = validateRoutes(doc, options);
  if (errors.length) throw new Error(`${file} is invalid:\n  ${errors.join('\n  ')}`);
  return doc;
}

module.exports = { validateRoutes, readAndValidateRoutes, permissionNames };
