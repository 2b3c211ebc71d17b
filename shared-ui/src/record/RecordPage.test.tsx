import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderUi } from '../../test/render';
import { Badge, Button, Text } from '../chakra';
import { RecordPage } from './RecordPage';

test('the record frame: h1, badges, actions, summary, tab links, the tab content and the footer in that order', () => {
  renderUi(
    <MemoryRouter initialEntries={['/viewLead/7/notes']}>
      <RecordPage
        title="Ann Able"
        subtitle={<Badge>Lead</Badge>}
        actions={<Button>Edit</Button>}
        summary={<Text>Details</Text>}
        tabs={{
          label: 'Lead tabs',
          items: [
            { to: '/viewLead/7/timeline', label: 'Timeline' },
            { to: '/viewLead/7/notes', label: 'Notes' },
          ],
        }}
        footer={<Text>History</Text>}
      >
        <Text>Notes content</Text>
      </RecordPage>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Ann Able' })).toBeInTheDocument();
  expect(screen.getByText('Lead')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Lead tabs' });
  expect(within(nav).getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  const order = ['Details', 'Notes content', 'History'].map((t) => screen.getByText(t));
  expect(order[0].compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(nav.compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('without tabs: the content follows the header, and no navigation is drawn', () => {
  renderUi(
    <MemoryRouter>
      <RecordPage title="Edit Ann Able">
        <Text>Form</Text>
      </RecordPage>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Ann Able' })).toBeInTheDocument();
  expect(screen.getByText('Form')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
