import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderUi } from '../../test/render';
import { TextField } from './fields';
import { RecordChangedGuard, recordChangeAction } from './RecordChangedGuard';

interface Person {
  version: number;
  name: string;
  lastChange?: { name: string; atUtc: string } | null;
}
const toValues = (p: Person) => ({ name: p.name });

function Editor({ latest }: { latest: Person }) {
  return (
    <Formik initialValues={toValues(latest)} onSubmit={() => {}}>
      <form>
        <RecordChangedGuard latest={latest} toValues={toValues} />
        <TextField name="name" label="Name" />
      </form>
    </Formik>
  );
}

const ann = { version: 1, name: 'Ann' };
const changedByMary = { version: 2, name: 'Anne', lastChange: { name: 'Mary Manager', atUtc: '2026-03-02T03:41:00.000Z' } };

test('recordChangeAction: the same version, nothing typed (take the new values), or typed (tell)', () => {
  expect(recordChangeAction(1, 1, true)).toBe('same');
  expect(recordChangeAction(undefined, 2, true)).toBe('same');
  expect(recordChangeAction(1, 2, false)).toBe('adopt');
  expect(recordChangeAction(1, 2, true)).toBe('notice');
});

test('a form with nothing typed takes the changed record at once, without a notice', async () => {
  const { rerender } = renderUi(<Editor latest={ann} />);
  rerender(<Editor latest={changedByMary} />);
  expect(await screen.findByDisplayValue('Anne')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a form with typed changes keeps them and shows who changed the record; Reload takes the record', async () => {
  const { rerender } = renderUi(<Editor latest={ann} />);
  const field = screen.getByLabelText('Name');
  await userEvent.clear(field);
  await userEvent.type(field, 'Annabel');
  rerender(<Editor latest={changedByMary} />);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(/This record was changed by Mary Manager at 2:41 pm/);
  expect(screen.getByLabelText('Name')).toHaveValue('Annabel');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(screen.getByLabelText('Name')).toHaveValue('Anne');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('reading the same version again changes nothing', async () => {
  const { rerender } = renderUi(<Editor latest={ann} />);
  await userEvent.type(screen.getByLabelText('Name'), 'x');
  act(() => rerender(<Editor latest={{ ...ann }} />));
  expect(screen.getByLabelText('Name')).toHaveValue('Annx');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
