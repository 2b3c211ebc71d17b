// Browser build of moment-timezone with only the zones the product uses (see make-tz-data.cjs).
// build-config aliases `moment-timezone` to this file; jest and the API use the full package.
var moment = require('moment-timezone-core');
moment.tz.load(require('./tz-data-au.json'));
module.exports = moment;
