import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { PagedList, pagedRows, type PagedQuery } from './PagedList';

interface Row {
  id: number;
  name: string;
}

function query(over: Partial<PagedQuery<Row>> = {}): PagedQuery<Row> {
  return {
    data: undefined,
    isError: false,
    isFetching: false,
    hasNextPage: false,
    fetchNextPage: jest.fn(),
    refetch: jest.fn(),
    ...over,
  };
}

const pages = (...p: Row[][]) => ({ pages: p.map((result) => ({ result, totalCount: 3 })) });

function List({ q }: { q: PagedQuery<Row> }) {
  return (
    <PagedList
      query={q}
      loadingText="Loading people..."
      emptyText="There are no people."
      errorMessage="The people could not be loaded."
      rowKey={(r) => r.id}
      summary={(total) => <p>{total} people</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

test('loading: the loading line only', () => {
  renderUi(<List q={query({ isFetching: true })} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('the rows of every page, a row that came twice once, the summary and Load more', async () => {
  const q = query({
    data: pages(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ],
      [{ id: 2, name: 'Bob' }],
    ),
    hasNextPage: true,
  });
  renderUi(<List q={q} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann', 'Bob']);
  expect(screen.getByText('3 people')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
});

test('empty: the empty text, no Load more', () => {
  renderUi(<List q={query({ data: { pages: [{ result: [], totalCount: 0 }] } })} />);
  expect(screen.getByText('There are no people.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a failed first page: the LoadFailure panel, Retry loads the list again', async () => {
  const q = query({ isError: true });
  renderUi(<List q={q} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The people could not be loaded.');
  expect(screen.queryByText('There are no people.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(q.refetch).toHaveBeenCalledTimes(1);
  expect(q.fetchNextPage).not.toHaveBeenCalled();
});

test('a failed later page: the rows stay, Retry asks for that page and Load more waits for it', async () => {
  const q = query({ data: pages([{ id: 1, name: 'Ann' }]), isError: true, isFetchNextPageError: true, hasNextPage: true });
  renderUi(<List q={q} />);
  expect(screen.getByText('Ann')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  expect(q.refetch).not.toHaveBeenCalled();
});

test('infinite: the next page loads when the end of the list comes into view', () => {
  let seen: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
  const observe = jest.fn();
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = jest.fn((cb: typeof seen) => {
    seen = cb;
    return { observe, disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  try {
    const q = query({ data: pages([{ id: 1, name: 'Ann' }]), hasNextPage: true });
    renderUi(
      <PagedList query={q} loadingText="Loading..." emptyText="None." errorMessage="Failed." infinite>
        {(rows) => <p>{rows.length} rows</p>}
      </PagedList>,
    );
    expect(observe).toHaveBeenCalled();
    seen([{ isIntersecting: true }]);
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  } finally {
    globalThis.IntersectionObserver = original;
  }
});

test('pagedRows: in order, without repeats when keyed, and the first page total', () => {
  const data = pages(
    [{ id: 1, name: 'Ann' }],
    [
      { id: 1, name: 'Ann' },
      { id: 3, name: 'Cy' },
    ],
  );
  expect(pagedRows(data).rows).toHaveLength(3);
  expect(pagedRows(data, (r) => r.id)).toEqual({
    rows: [
      { id: 1, name: 'Ann' },
      { id: 3, name: 'Cy' },
    ],
    total: 3,
  });
  expect(pagedRows(undefined)).toEqual({ rows: [], total: null });
});
