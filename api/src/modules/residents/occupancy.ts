/**
 * Who lives here now, the one definition every module reads (db/occupancy.ts): the residents area re-exports it through
 * its index.ts. It lives in the data layer, beside the scoped access, because finance reads it too and the residents
 * area imports finance (an import of residents/index from finance would be a cycle).
 */
export * from '../../db/occupancy';
