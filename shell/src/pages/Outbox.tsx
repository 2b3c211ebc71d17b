import { useEffect, useState } from 'react';
import type { Paged } from 'shared-domain/contracts/common';
import { formatDateTime, withOfflineHint } from 'shared-domain';
import { PageLayout, Table, Text } from 'shared-ui';
import { api } from '../api';

interface OutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** /system/outbox (system users): mail waiting in or sent from the local outbox, newest first. */
export default function Outbox() {
  const [rows, setRows] = useState<OutboxMail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.noFacility
      .get<Paged<OutboxMail>>('system/outbox', { params: { take: 50 } })
      .then((res) => setRows(res.data.result))
      .catch(() => setError(withOfflineHint('Unable to load the outbox.')));
  }, []);
  return (
    <PageLayout title="Mail outbox">
      {error ? <Text role="alert">{error}</Text> : null}
      {rows && rows.length === 0 ? <Text>The outbox is empty.</Text> : null}
      {rows && rows.length > 0 ? (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Subject</Table.ColumnHeader>
              <Table.ColumnHeader>Message</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell>{formatDateTime(m.createdAt)}</Table.Cell>
                <Table.Cell>{m.toAddress}</Table.Cell>
                <Table.Cell>{m.subject}</Table.Cell>
                <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                  {m.textBody}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </PageLayout>
  );
}
