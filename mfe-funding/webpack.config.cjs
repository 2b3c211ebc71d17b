// Exposes: the screens of src/routes.json (derived by build-config) plus the components other remotes mount.
module.exports = require('build-config').createWebpackConfig({
  dir: __dirname,
  name: 'mfe_funding',
  kind: 'remote',
  // The funding screens of other areas' pages, mounted there through shared-ui's RemoteComponent (mfe-residents: the
  // funding tab of a resident's or a lead's financial tabs, the record's funding panel, the fees tab's legal notice;
  // mfe-leads: the lead page's funding estimate; mfe-admin: customer care's actual statement upload and download).
  components: {
    './FundingTab': './src/funding-tab/FundingTab.tsx',
    './FundingActions': './src/funding-actions/FundingActions.tsx',
    './LegalNoticeDialog': './src/funding-actions/LegalNoticeDialogExposed.tsx',
    './FundingEstimateDialog': './src/funding-estimate/FundingEstimateDialog.tsx',
    './ActualStatement': './src/actual-statement/ActualStatement.tsx',
  },
  port: 3003,
});
