export * from './enums';
export * from './labels';
export * from './permissions';
export * from './constants';
export * from './dates';
export { clockNow, isClockPinned, latestNow } from './clock';
export { addTimeZoneData, hasTimeZone } from './tz';
export * from './money';
export { formatCurrency, formatPercent } from './amounts';
export * from './dashboard';
export * from './residents';
export {
  residentDisplayLabel,
  residentSearchTarget,
  residentPageUrl,
  type ResidentLabelInput,
  type ResidentPageRow,
  type ResidentSearchTargetInput,
} from './resident-labels';
export * from './validation';
export * from './messages';
export * from './model-state';
