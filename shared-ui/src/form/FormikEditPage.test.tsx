import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFormik } from 'formik';
import { renderUi } from '../../test/render';
import { TextField } from './fields';
import { FormikEditPage, useLeavePage } from './FormikEditPage';

function Page({ canSave, onSave }: { canSave: boolean; onSave: (v: { name: string }) => void }) {
  const leavePage = useLeavePage('/view');
  const form = useFormik({ initialValues: { name: 'Ann' }, onSubmit: (v) => onSave(v) });
  return (
    <FormikEditPage form={form} leavePage={leavePage} canSave={canSave} testId="page">
      <TextField name="name" label="Name" />
    </FormikEditPage>
  );
}

function renderPage(canSave = true, onSave = jest.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Page canSave={canSave} onSave={onSave} /> },
      { path: '/view', element: <p>the view</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderUi(<RouterProvider router={router} />);
  return onSave;
}

test('Save and Cancel above and below the content; Save submits the form', async () => {
  const onSave = renderPage();
  expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(2);
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  expect(onSave).toHaveBeenCalledWith({ name: 'Ann' });
});

test('a user who may not save sees no Save', () => {
  renderPage(false);
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('Cancel leaves at once when nothing changed', async () => {
  renderPage();
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
  expect(await screen.findByText('the view')).toBeInTheDocument();
});

test('Cancel with a change asks whether to leave; staying keeps the change', async () => {
  renderPage();
  await userEvent.type(screen.getByLabelText('Name'), 'e');
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[1]);
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /stay/i }));
  expect(screen.getByLabelText('Name')).toHaveValue('Anne');
});
