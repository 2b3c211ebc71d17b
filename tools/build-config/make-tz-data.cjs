// Generates tz-data-au.json: the time-zone data the browser bundles need (Australian zones and UTC, 1900-2100),
// instead of moment-timezone's whole database (~90 KB gzipped). Run: node tools/build-config/make-tz-data.cjs
const path = require('node:path');
const fs = require('node:fs');
const base = path.dirname(
  require.resolve('moment-timezone/package.json', { paths: [path.resolve(__dirname, '..', '..', 'shared-domain')] }),
);
const moment = require(path.join(base, 'moment-timezone-utils.js'));
const latest = require(path.join(base, 'data', 'packed', 'latest.json'));
const unpacked = { version: latest.version, zones: [], links: [], countries: [] };
const zones = latest.zones.map((z) => moment.tz.unpack(z)).filter((z) => z.name.startsWith('Australia/') || z.name === 'Etc/UTC');
unpacked.zones = zones;
unpacked.links = ['Etc/UTC|UTC', 'Etc/UTC|Etc/Universal', 'Etc/UTC|Zulu'];
const packed = moment.tz.filterLinkPack(unpacked, 1900, 2100);
fs.writeFileSync(path.join(__dirname, 'tz-data-au.json'), JSON.stringify(packed));
console.log(`tz-data-au.json: ${packed.zones.length} zones, ${packed.links.length} links`);
