/**
 * Who lives here now, the one definition every module reads (db/occupancy.ts): the residents area re-exports it through
 * its index.ts. It lives in the data layer, beside the scoped access, because finance and funding read it too and the
 * residents area imports both (an import of residents/index from either would be a cycle).
 */
export * from '../../db/occupancy';
