import { personPagePath } from './person-pages';

test("a person's view and edit pages, for a resident and for a lead", () => {
  expect(personPagePath({ residentId: 42, kind: 'resident', mode: 'view' })).toBe('/viewResident/42');
  expect(personPagePath({ residentId: 42, kind: 'resident', mode: 'edit' })).toBe('/editResident/42');
  expect(personPagePath({ residentId: 7, kind: 'lead', mode: 'view' })).toBe('/viewLead/7');
  expect(personPagePath({ residentId: 7, kind: 'lead', mode: 'edit' })).toBe('/editLead/7');
});
