import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderUi } from '../test/render';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

const TEXT = 'Do you want to leave this page? Changes you made may not be saved.';

function Form() {
  const [dirty, setDirty] = useState(false);
  return (
    <div>
      <h1>Edit</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type
      </button>
      <Link to="/other">Go elsewhere</Link>
      <UnsavedChangesPrompt when={dirty} />
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Form /> },
      { path: '/other', element: <h1>Other</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderUi(<RouterProvider router={router} />);
  return router;
}

test('does not block a clean form', async () => {
  setup();
  await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
});

test('asks before leaving a dirty form; Stay keeps the page, Leave goes', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Type' }));
  await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
  expect(await screen.findByText(TEXT)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
  await screen.findByText(TEXT);
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
});

test('asks the browser before unload while dirty', async () => {
  setup();
  const clean = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(clean);
  });
  expect(clean.defaultPrevented).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Type' }));
  const dirty = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(dirty);
  });
  expect(dirty.defaultPrevented).toBe(true);
});
