module.exports = require('build-config').createWebpackConfig({
  dir: __dirname,
  name: 'mfe_residents',
  kind: 'remote',
  exposes: {
    './Dashboard': './src/dashboard/Dashboard.tsx',
    './ViewResidents': './src/lists/ViewResidents.tsx',
    './ViewDepartedResidents': './src/lists/ViewDepartedResidents.tsx',
    './ViewResident': './src/record/ResidentView.tsx',
    './EditResident': './src/edit/ResidentEditor.tsx',
    './MarkAsEnquiry': './src/record/MarkAsEnquiry.tsx',
    // Reused by other remotes through shared-ui's RemoteComponent (mfe-leads' lead page and lead form).
    './TimelineTab': './src/timeline/TimelineTab.tsx',
    './NotesTab': './src/notes/NotesTab.tsx',
    './EventHistoryTab': './src/events/EventHistoryTab.tsx',
    './ContactDialogs': './src/edit/ContactDialogsExposed.tsx',
  },
  port: 3001,
});
