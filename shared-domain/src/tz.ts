/**
 * The moment instance shared-domain uses: moment-timezone's core (without its 700 KB world data) plus the Australian
 * zones and UTC (see tz-data.ts). If the full moment-timezone data is also loaded elsewhere, zones already known are
 * left as they are.
 */
import moment from 'moment-timezone/moment-timezone.js';
import { TZ_LINKS, TZ_ZONES } from './tz-data';

for (const packed of TZ_ZONES) {
  const name = packed.slice(0, packed.indexOf('|'));
  if (!moment.tz.zone(name)) moment.tz.add(packed);
}
for (const link of TZ_LINKS) {
  const alias = link.slice(link.indexOf('|') + 1);
  if (!moment.tz.zone(alias)) moment.tz.link(link);
}

/**
 * Adds more packed zones (e.g. from moment-timezone's data/packed/latest.json `zones` and `links`) for callers that
 * format in time zones outside Australia.
 */
export function addTimeZoneData(zones: readonly string[], links: readonly string[] = []): void {
  moment.tz.add([...zones]);
  if (links.length) moment.tz.link([...links]);
}

/** True when the time zone's data is loaded. */
export function hasTimeZone(name: string): boolean {
  return moment.tz.zone(name) !== null;
}

export { moment };
