/**
 * Funding statements: the pure computation of a month's payment statements (the product's expected statement and the
 * Services Australia simulator's), their automatic matching and the probable cause of each variance.
 */
export * from './months';
export * from './rules';
export * from './lines';
export * from './matching';
export * from './causes';
export * from './summary';
export * from './xml';
export * from './rates';
