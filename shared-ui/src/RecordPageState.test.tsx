import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { RecordPageState } from './RecordPageState';

const query = (over: Partial<{ isError: boolean; isFetching: boolean }> = {}) => ({
  error: null,
  isError: false,
  isFetching: true,
  refetch: jest.fn(),
  ...over,
});

test('loading: a status line naming the record', () => {
  renderUi(<RecordPageState title="Resident" record="resident" query={query()} notFound={false} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading resident...');
  expect(screen.getByRole('heading', { level: 1, name: 'Resident' })).toBeInTheDocument();
});

test('not found in this facility: no retry', () => {
  renderUi(<RecordPageState title="Lead" record="lead" query={query({ isError: true, isFetching: false })} notFound />);
  expect(screen.getByText('The lead was not found in this facility.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a load error offers Retry, which loads again', () => {
  const q = query({ isError: true, isFetching: false });
  renderUi(<RecordPageState title="Resident" record="resident" query={q} notFound={false} />);
  expect(screen.getByText('The resident could not be loaded.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(q.refetch).toHaveBeenCalledTimes(1);
});
