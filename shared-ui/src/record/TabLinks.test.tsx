import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderUi } from '../../test/render';
import { isTabPath, TabLinks, type TabLinkItem } from './TabLinks';

const ITEMS: TabLinkItem[] = [
  { to: '/viewResident/7/timeline', label: 'Timeline', activeOn: ['/viewResident/:residentId'] },
  { to: '/viewResident/7/notes', label: 'Notes' },
  { to: '/viewResident/7/financials/funding', label: 'Funding' },
  { to: '/viewResident/7/financials/false/fees', label: 'Fees', hidden: true },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, items: readonly TabLinkItem[] = ITEMS) {
  return renderUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/viewResident/:residentId/*"
          element={
            <>
              <TabLinks label="Resident tabs" items={items} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('a navigation of links named by its label; hidden tabs are left out', () => {
  renderAt('/viewResident/7/notes');
  const nav = screen.getByRole('navigation', { name: 'Resident tabs' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Timeline', 'Notes', 'Funding']);
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '/viewResident/7/timeline',
    '/viewResident/7/notes',
    '/viewResident/7/financials/funding',
  ]);
  expect(within(nav).getByRole('list')).toBeInTheDocument();
});

test('the current tab carries aria-current="page", the others none', () => {
  renderAt('/viewResident/7/notes');
  expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Timeline' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Funding' })).not.toHaveAttribute('aria-current');
});

test("a path under a tab's path keeps it current; `activeOn` makes the record's own path the default tab's", () => {
  const under = renderAt('/viewResident/7/financials/funding/2026');
  expect(screen.getByRole('link', { name: 'Funding' })).toHaveAttribute('aria-current', 'page');
  under.unmount();
  renderAt('/viewResident/7');
  expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
});

test('keyboard: every tab is a tab stop and Enter follows it', async () => {
  const user = userEvent.setup();
  renderAt('/viewResident/7/timeline');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Timeline' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Notes' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/viewResident/7/notes');
  expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Timeline' })).not.toHaveAttribute('aria-current');
});

test('isTabPath: the path itself or one under it (not a longer name), case-insensitive; `end` only the path', () => {
  expect(isTabPath('/viewResident/7/notes', '/viewResident/7/notes')).toBe(true);
  expect(isTabPath('/viewResident/7/notes/', '/viewResident/7/notes')).toBe(true);
  expect(isTabPath('/viewresident/7/Notes', '/viewResident/7/notes')).toBe(true);
  expect(isTabPath('/viewResident/7/notes/12', '/viewResident/7/notes')).toBe(true);
  expect(isTabPath('/viewResident/7/notes/12', '/viewResident/7/notes', true)).toBe(false);
  expect(isTabPath('/viewResident/7/notesheet', '/viewResident/7/notes')).toBe(false);
});

test('on a narrow screen the row scrolls itself (not the page) to show the current tab', () => {
  const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
  const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'UL') return rect(0, 358);
    if (this.getAttribute('aria-current') === 'page') return rect(300, 120);
    return rect(0, 100);
  });
  renderAt('/viewResident/7/financials/funding');
  expect(screen.getByRole('list').scrollLeft).toBe(62);
  spy.mockRestore();
});
