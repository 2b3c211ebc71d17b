// Exposes: the screens of src/routes.json (derived by build-config) plus the components other remotes mount.
module.exports = require('build-config').createWebpackConfig({
  dir: __dirname,
  name: 'mfe_residents',
  kind: 'remote',
  // Reused by other remotes through shared-ui's RemoteComponent (mfe-leads' lead page and lead form, mfe-ilu's pages;
  // mfe-ilu also mounts the screen './MarkAsEnquiry' with its own props).
  components: {
    './TimelineTab': './src/timeline/TimelineTab.tsx',
    './NotesTab': './src/notes/NotesTab.tsx',
    './EventHistoryTab': './src/events/EventHistoryTab.tsx',
    // A stay event's correction or reversal (mfe-funding's Medicare events page mounts it).
    './StayEventAction': './src/events/StayEventAction.tsx',
    './ContactDialogs': './src/edit/ContactDialogsExposed.tsx',
    // The financial tabs (funding, fees, transactions) of a lead's view and edit pages (mfe-leads mounts them; the
    // independent-living pages mount the transactions tab).
    './FinancialTabs': './src/financials/FinancialTabs.tsx',
    // One person's stay actions (leave, departure and vacate, transfer...) for another area's action bar, with their
    // dialogs (mfe-ilu's allocation page mounts it).
    './StayActions': './src/stay/StayActionsExposed.tsx',
    // The resident list, for the independent-living area's lists of its residents (mfe-ilu mounts it).
    './ResidentList': './src/lists/ResidentList.tsx',
  },
  port: 3001,
});
