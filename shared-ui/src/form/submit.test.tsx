import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { CONFLICT_MESSAGE } from 'shared-domain';
import { renderUi } from '../../test/render';
import { toaster } from '../notify';
import { FormikDialog } from './FormikDialog';
import { validateWith } from './errors';
import { DateField, SelectField, TextField } from './fields';
import { failureOf, submitForm, useSubmit, type SubmitConfig } from './submit';

const toasts = () => toaster.getVisibleToasts().map((t) => ({ type: t.type, text: t.description }));
const httpError = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });

afterEach(() => act(() => toaster.remove()));

interface Values {
  type: string;
  startDateUtc: string;
  debtor: string;
}

/** A leave dialog as a remote composes one: useFormik + FormikDialog + kit fields + useSubmit. */
function LeaveDialog({
  config,
  onSaved = () => {},
}: {
  config: Omit<SubmitConfig<Values>, 'failure'> & { failure?: string };
  onSaved?: () => void;
}) {
  const save = useSubmit<Values>({ failure: 'Unable to save changes.', success: 'Leave added.', onSuccess: onSaved, ...config });
  const form = useFormik<Values>({
    initialValues: { type: '', startDateUtc: '', debtor: '' },
    validate: validateWith((v: Values) => (v.type ? {} : { type: ['Please select the leave type.'] })),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open title="Send on leave" form={form} onClose={() => {}}>
        <SelectField name="type" label="Leave type" required options={[{ value: 'Hospital', label: 'Hospital' }]} />
        <DateField name="startDateUtc" label="Start date" />
        <TextField name="debtor" label="Debtor ID" />
      </FormikDialog>
      {save.dialog}
    </>
  );
}

async function fillAndSave() {
  const dialog = await screen.findByRole('dialog', { name: 'Send on leave' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Leave type'), 'Hospital');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

test("the form is validated first, then saved: the spec's success message, one toast", async () => {
  const action = jest.fn().mockResolvedValue({ id: 9 });
  const onSaved = jest.fn();
  renderUi(<LeaveDialog config={{ action }} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Send on leave' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please select the leave type.')).toBeInTheDocument();
  expect(action).not.toHaveBeenCalled();
  await fillAndSave();
  await waitFor(() =>
    expect(onSaved).toHaveBeenCalledWith({ id: 9 }, expect.objectContaining({ type: 'Hospital' }), expect.anything()),
  );
  expect(action).toHaveBeenCalledWith({ type: 'Hospital', startDateUtc: '', debtor: '' });
  expect(toasts()).toEqual([{ type: 'success', text: 'Leave added.' }]);
});

test("a 400: each message under its field, the rest in the form's summary, no toast", async () => {
  const action = jest.fn().mockRejectedValue(
    httpError(400, {
      modelState: {
        startDateUtc: ['This leave overlaps another leave of the resident.'],
        residentId: ['The resident is already on leave.'],
      },
    }),
  );
  renderUi(<LeaveDialog config={{ action }} />);
  const dialog = await fillAndSave();
  const start = within(dialog).getByLabelText('Start date');
  await waitFor(() => expect(start).toHaveAccessibleDescription('This leave overlaps another leave of the resident.'));
  expect(start).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The resident is already on leave.');
  expect(toasts()).toEqual([]);
  // The summary goes with the next submit.
  action.mockResolvedValueOnce({});
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
});

test("where the seed words one failure message for the action, every failure toasts it (once); a 400's messages still go to the form", async () => {
  const action = jest
    .fn()
    .mockRejectedValueOnce(httpError(400, { modelState: { type: ['ADL level is required.'] } }))
    .mockRejectedValueOnce(httpError(409, { message: 'stale' }));
  renderUi(<LeaveDialog config={{ action, failure: 'Unable to save ACFI.', alwaysToastFailure: true }} />);
  const dialog = await fillAndSave();
  expect(await within(dialog).findByText('ADL level is required.')).toBeInTheDocument();
  expect(toasts()).toEqual([{ type: 'error', text: 'Unable to save ACFI.' }]);
  act(() => toaster.remove());
  await userEvent.selectOptions(within(dialog).getByLabelText('Leave type'), 'Hospital');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: 'Unable to save ACFI.' }]));
});

test("'dialog': the messages in the titled message dialog; a field given the spec's own message goes to its field and is the toast", async () => {
  const action = jest.fn().mockRejectedValue(
    httpError(400, {
      modelState: {
        debtor: ['duplicate key'],
        residentId: ['The resident is already on leave.'],
        startDateUtc: ['This leave overlaps another leave of the resident.'],
      },
    }),
  );
  renderUi(
    <LeaveDialog
      config={{
        action,
        modelState: 'dialog',
        dialogTitle: 'Send resident leave',
        fieldMessages: { debtor: 'Debtor ID already exists.' },
      }}
    />,
  );
  const form = await fillAndSave();
  const messages = await screen.findByRole('dialog', { name: 'Send resident leave' });
  expect(within(messages).getByText('The resident is already on leave.')).toBeInTheDocument();
  expect(within(messages).getByText('This leave overlaps another leave of the resident.')).toBeInTheDocument();
  // A field's error shows once the press on Save has become its click (the kit holds it while a pointer is pressed).
  await waitFor(() => expect(within(form).getByLabelText('Debtor ID')).toHaveAccessibleDescription('Debtor ID already exists.'));
  expect(within(form).queryByText('This leave overlaps another leave of the resident.')).not.toBeInTheDocument();
  expect(toasts()).toEqual([{ type: 'error', text: 'Debtor ID already exists.' }]);
});

test("a 409: the server's conflict message, or the shared one", async () => {
  const action = jest
    .fn()
    .mockRejectedValueOnce(httpError(409, { message: 'The leave was changed by someone else.' }))
    .mockRejectedValueOnce(httpError(409, {}));
  renderUi(<LeaveDialog config={{ action }} />);
  const dialog = await fillAndSave();
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: 'The leave was changed by someone else.' }]));
  act(() => toaster.remove());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: CONFLICT_MESSAGE }]));
});

test('no answer, or a 5xx: the failure message; a cancelled request: nothing', async () => {
  const action = jest
    .fn()
    .mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }))
    .mockRejectedValueOnce(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' }));
  renderUi(<LeaveDialog config={{ action }} />);
  const dialog = await fillAndSave();
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: 'Unable to save changes.' }]));
  act(() => toaster.remove());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  expect(toasts()).toEqual([]);
});

test('an action without a form: its model state is one toast; onFailure can take a failure over', async () => {
  const refused = httpError(400, { modelState: { eventId: ['This event cannot be reversed.'] } });
  await act(() => submitForm({ action: () => Promise.reject(refused), failure: 'Unable to reverse event...' }, undefined));
  expect(toasts()).toEqual([{ type: 'error', text: 'This event cannot be reversed.' }]);
  act(() => toaster.remove());
  const onFailure = jest.fn().mockReturnValue(true);
  const outcome = await act(() => submitForm({ action: () => Promise.reject(refused), failure: 'x', onFailure }, { a: 1 }));
  expect(outcome.ok).toBe(false);
  expect(onFailure).toHaveBeenCalledWith(
    expect.objectContaining({ status: 400, modelState: { eventId: ['This event cannot be reversed.'] } }),
    { a: 1 },
    undefined,
  );
  expect(toasts()).toEqual([]);
});

test('a success with a warning attached is still one toast', async () => {
  await act(() =>
    submitForm(
      {
        action: async () => ({ errorMessage: 'The ACCR could not be loaded.' }),
        failure: 'x',
        success: (r) => ({ message: `Lead was created successfully. ${r.errorMessage}`, type: 'warning', extended: true }),
      },
      {},
    ),
  );
  expect(toasts()).toEqual([{ type: 'warning', text: 'Lead was created successfully. The ACCR could not be loaded.' }]);
});

test('failureOf reads status, model state, message and cancellation', () => {
  expect(failureOf(httpError(400, { modelState: { a: ['b'] } }))).toMatchObject({
    status: 400,
    modelState: { a: ['b'] },
    message: null,
    canceled: false,
  });
  expect(failureOf(httpError(404, { message: 'Not found.' }))).toMatchObject({
    status: 404,
    modelState: null,
    message: 'Not found.',
  });
  expect(failureOf(httpError(400, { modelState: {} }))).toMatchObject({ modelState: null });
  expect(failureOf(new Error('Network Error'))).toMatchObject({ status: 0, canceled: false });
});
