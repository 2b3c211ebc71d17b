/**
 * `shared-ui/record`: the record page frame (`RecordPage`: header, summary, tab links, the tab's content) and the tab
 * links on their own (`TabLinks`). An entry of shared-ui of its own, shared as its own federation singleton, so a first
 * page that shows no record does not carry it (docs/design-system.md "Record pages").
 */
export { RecordPage, type RecordPageProps } from './RecordPage';
export { TabLinks, isTabPath, type TabLinkItem, type TabLinksProps } from './TabLinks';
