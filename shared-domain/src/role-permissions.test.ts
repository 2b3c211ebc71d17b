import { NO_PERMISSION, groupHas, toggleFlag, toggleGroup } from './role-permissions';

const f = (v: boolean, m: boolean, r: boolean, a: boolean) => ({ canView: v, canModify: m, canRemove: r, canAction: a });

describe('permission toggles (seed 002 §5)', () => {
  it('granting remove grants modify and view', () => {
    expect(toggleFlag(NO_PERMISSION, 'canRemove', true)).toEqual(f(true, true, true, false));
  });
  it('granting modify grants view, not remove', () => {
    expect(toggleFlag(NO_PERMISSION, 'canModify', true)).toEqual(f(true, true, false, false));
  });
  it('granting action grants view', () => {
    expect(toggleFlag(NO_PERMISSION, 'canAction', true)).toEqual(f(true, false, false, true));
  });
  it('removing view removes every other flag', () => {
    expect(toggleFlag(f(true, true, true, true), 'canView', false)).toEqual(NO_PERMISSION);
  });
  it('removing modify removes remove and keeps view and action', () => {
    expect(toggleFlag(f(true, true, true, true), 'canModify', false)).toEqual(f(true, false, false, true));
  });
  it('removing remove or action leaves the rest', () => {
    expect(toggleFlag(f(true, true, true, true), 'canRemove', false)).toEqual(f(true, true, false, true));
    expect(toggleFlag(f(true, true, true, true), 'canAction', false)).toEqual(f(true, true, true, false));
  });
});

describe('group toggles select all', () => {
  const names = ['residentsDetails', 'residentsLeave', 'residentsDepart'];
  it('turns the flag on for every permission when any is off, with its implications', () => {
    const matrix = { residentsDetails: f(true, true, false, false) };
    const next = toggleGroup(matrix, names, 'canModify');
    expect(next).toEqual({
      residentsDetails: f(true, true, false, false),
      residentsLeave: f(true, true, false, false),
      residentsDepart: f(true, true, false, false),
    });
    expect(groupHas(next, names, 'canModify')).toBe(true);
  });
  it('turns it off for all when all were on', () => {
    const all = Object.fromEntries(names.map((n) => [n, f(true, true, true, false)]));
    const next = toggleGroup(all, names, 'canView');
    expect(Object.values(next)).toEqual([NO_PERMISSION, NO_PERMISSION, NO_PERMISSION]);
  });
  it('leaves permissions outside the group alone', () => {
    const matrix = { leadsDetails: f(true, false, false, false) };
    expect(toggleGroup(matrix, names, 'canView').leadsDetails).toEqual(f(true, false, false, false));
  });
  it('an empty group is never checked', () => {
    expect(groupHas({}, [], 'canView')).toBe(false);
  });
});
