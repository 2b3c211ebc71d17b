import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { INPUT_MESSAGES, effectiveDateRowsPayload, type EffectiveDateRow } from 'shared-domain/form-input';
import { renderUi } from '../../test/render';
import { EffectiveDateRowsField } from './EffectiveDateRowsField';

function renderEditor(rows: EffectiveDateRow[], kind: 'money' | 'percent' | 'integer' = 'money') {
  const onSubmit = jest.fn();
  renderUi(
    <Formik initialValues={{ meansTestedCareFee: rows }} onSubmit={onSubmit}>
      <Form aria-label="Fees" noValidate>
        <EffectiveDateRowsField name="meansTestedCareFee" label="Means-tested care fee" kind={kind} valueLabel="Amount" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { form: screen.getByRole('form', { name: 'Fees' }), onSubmit };
}

test('rows of an effective date and a value, added and removed; the payload keeps decimal strings', async () => {
  const { form, onSubmit } = renderEditor([{ effectiveDate: '2025-07-01', value: '14.25' }]);
  const editor = within(form).getByRole('group', { name: 'Means-tested care fee' });
  expect(within(editor).getByLabelText('Effective date, row 1')).toHaveValue('2025-07-01');
  expect(within(editor).getByLabelText('Amount, row 1')).toHaveValue('14.25');
  await userEvent.click(within(editor).getByRole('button', { name: 'Add row' }));
  fireEvent.change(within(editor).getByLabelText('Effective date, row 2'), { target: { value: '2026-01-01' } });
  await userEvent.type(within(editor).getByLabelText('Amount, row 2'), '15.5');
  fireEvent.blur(within(editor).getByLabelText('Amount, row 2'));
  await waitFor(() => expect(within(editor).getByLabelText('Amount, row 2')).toHaveValue('15.50'));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const rows = onSubmit.mock.calls[0][0].meansTestedCareFee as EffectiveDateRow[];
  expect(effectiveDateRowsPayload(rows, 'money')).toEqual([
    { effectiveDate: '2025-07-01', value: '14.25' },
    { effectiveDate: '2026-01-01', value: '15.50' },
  ]);
  await userEvent.click(within(editor).getByRole('button', { name: 'Remove, row 1' }));
  expect(within(editor).getAllByTestId('effective-date-row')).toHaveLength(1);
  expect(within(editor).getByLabelText('Effective date, row 1')).toHaveValue('2026-01-01');
});

test('seed 000 §5: a duplicate date marks every row with it; a row needs both; values by their kind', async () => {
  const { form, onSubmit } = renderEditor(
    [
      { effectiveDate: '2025-07-01', value: '3' },
      { effectiveDate: '2025-07-01', value: '2.5' },
      { effectiveDate: '', value: '4' },
    ],
    'integer',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(form).getAllByText(INPUT_MESSAGES.effectiveDateDuplicate)).toHaveLength(2));
  expect(within(form).getByText(INPUT_MESSAGES.integerInvalid)).toBeInTheDocument();
  expect(within(form).getByText(INPUT_MESSAGES.effectiveDateMissing)).toBeInTheDocument();
  const date = within(form).getByLabelText('Effective date, row 1');
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(date).toHaveAccessibleDescription(INPUT_MESSAGES.effectiveDateDuplicate);
  expect(onSubmit).not.toHaveBeenCalled();
});
