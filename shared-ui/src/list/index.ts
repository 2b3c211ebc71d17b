/**
 * `shared-ui/list`, the list kit (docs/design-system.md "Lists"): one paged or infinite list with its loading, empty
 * and load-failure states. A third entry of shared-ui, shared as its own federation singleton, so the first page (the
 * dashboard) does not load it. It imports shared-ui by name, never by path, so Chakra and the LoadFailure panel stay
 * the one copy the shell provides.
 */
export { PagedList, pagedRows, type ListPage, type PagedListProps, type PagedQuery } from './PagedList';
export { monthGroups, type MonthGroup } from './monthGroups';
