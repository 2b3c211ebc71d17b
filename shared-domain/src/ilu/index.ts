/**
 * `shared-domain/ilu`: the independent-living rules, pure and decimal, for the browser and the API alike: the DMF
 * schedule (its totals, the rows kept on save, each row's period), the money figures of an allocation each explained
 * (DMF unit price, accrued DMF, capital gain, ingoing contribution, estimated refund) and the small form rules.
 */
export * from './explain';
export * from './dmf-schedule';
export * from './dmf';
export * from './finance';
export * from './forms';
