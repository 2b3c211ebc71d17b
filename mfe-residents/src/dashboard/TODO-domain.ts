/**
 * TODO(shared-domain): the device-expiry notice wording is not in shared-domain yet; move it there
 * (the seed says only "days to device expiry and the expired state").
 */

/**
 * Notice for `numberOfDaysToDeviceExpiry`: 'Device activation has expired.' when 0 or fewer days remain,
 * otherwise 'Device activation expires in 1 day.' / 'Device activation expires in N days.'.
 */
export function deviceExpiryMessage(days: number): { expired: boolean; text: string } {
  if (days <= 0) return { expired: true, text: 'Device activation has expired.' };
  return { expired: false, text: `Device activation expires in ${days} ${days === 1 ? 'day' : 'days'}.` };
}
