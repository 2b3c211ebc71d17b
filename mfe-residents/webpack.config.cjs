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
  },
  port: 3001,
});
