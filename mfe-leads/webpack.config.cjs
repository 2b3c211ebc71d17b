module.exports = require('build-config').createWebpackConfig({
  dir: __dirname,
  name: 'mfe_leads',
  kind: 'remote',
  exposes: {
    './Leads': './src/board/LeadBoard.tsx',
    './ArchivedLeads': './src/archived/ArchivedLeads.tsx',
    './CreateLead': './src/form/CreateLead.tsx',
    './EditLead': './src/form/EditLead.tsx',
    './ViewLead': './src/view/LeadView.tsx',
  },
  port: 3002,
});
