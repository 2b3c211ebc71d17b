import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderUi } from '../test/render';
import { resetMedia, setNarrow } from '../test/media';
import { ActionBar, type PageAction } from './ActionBar';

afterEach(resetMedia);

function renderBar(actions: PageAction[], primary: PageAction | null = { label: 'Edit', to: '/edit' }) {
  return renderUi(
    <MemoryRouter initialEntries={['/record']}>
      <Routes>
        <Route path="/record" element={<ActionBar label="Resident actions" primary={primary} actions={actions} />} />
        <Route path="/edit" element={<p>edit page</p>} />
        <Route path="/enquiry" element={<p>enquiry page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const spy = () => jest.fn();

test('one primary action, inline actions as buttons at md and wider, the others in "More actions"; hidden ones nowhere', async () => {
  const leave = spy();
  const transfer = spy();
  renderBar([
    { label: 'Send on leave', inline: true, onSelect: leave },
    { label: 'Transfer', onSelect: transfer },
    { label: 'Reverse admission', hidden: true, onSelect: spy() },
  ]);
  const bar = screen.getByRole('group', { name: 'Resident actions' });
  expect(within(bar).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit');
  await userEvent.click(within(bar).getByRole('button', { name: 'Send on leave' }));
  expect(leave).toHaveBeenCalledTimes(1);
  expect(within(bar).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  const more = within(bar).getByRole('button', { name: 'More actions' });
  expect(more).toHaveAttribute('aria-haspopup', 'menu');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu', { name: 'More actions' });
  expect(more).toHaveAttribute('aria-controls', menu.id);
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual(['Transfer']);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Transfer' }));
  expect(transfer).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('below md everything but the primary action (and pinned ones) is in the menu', async () => {
  setNarrow(true);
  renderBar([
    { label: 'Cancel', pinned: true, onSelect: spy() },
    { label: 'Send on leave', inline: true, onSelect: spy() },
    { label: 'Transfer', onSelect: spy() },
  ]);
  const bar = screen.getByRole('group', { name: 'Resident actions' });
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Cancel', 'More actions']);
  expect(within(bar).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: 'More actions' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Send on leave', 'Transfer']);
});

test('keyboard: ArrowDown opens on the first item, arrows/Home/End/letters move, Escape closes back on the button, Enter chooses', async () => {
  const depart = spy();
  renderBar([
    { label: 'Edit leave', onSelect: spy() },
    { label: 'Depart', onSelect: depart },
    { label: 'Transfer', onSelect: spy() },
  ]);
  const more = screen.getByRole('button', { name: 'More actions' });
  more.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit leave' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Depart' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit leave' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Edit leave' })).toHaveFocus();
  await userEvent.keyboard('t');
  expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(more).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(depart).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(more).toHaveFocus();
});

test('a link item navigates; a disabled item does nothing; a click outside closes the menu', async () => {
  const disabled = spy();
  renderBar(
    [
      { label: 'Mark departed resident as enquiry', to: '/enquiry' },
      { label: 'Transfer', disabled: true, onSelect: disabled },
    ],
    null,
  );
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Transfer' }));
  expect(disabled).not.toHaveBeenCalled();
  expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(document.body);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark departed resident as enquiry' }));
  expect(await screen.findByText('enquiry page')).toBeInTheDocument();
});

test('a form bar: Cancel pinned before a submit primary that spins while busy', () => {
  renderUi(
    <MemoryRouter>
      <form id="f" />
      <ActionBar
        label="Edit actions"
        primary={{ label: 'Save', type: 'submit', form: 'f', loading: true }}
        actions={[{ label: 'Cancel', pinned: true, onSelect: () => {} }]}
      />
    </MemoryRouter>,
  );
  const buttons = within(screen.getByRole('group', { name: 'Edit actions' })).getAllByRole('button');
  expect(buttons[0]).toHaveTextContent('Cancel');
  expect(buttons[1]).toHaveAttribute('type', 'submit');
  expect(buttons[1]).toHaveAttribute('form', 'f');
  expect(buttons[1]).toHaveAttribute('data-loading');
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
});

test('nothing to offer renders nothing', () => {
  const { container } = renderBar([{ label: 'Transfer', hidden: true }], null);
  expect(container.querySelector('[role="group"]')).toBeNull();
});
