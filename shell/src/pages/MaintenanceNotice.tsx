import { useState, type FormEvent } from 'react';
import { modelStateSummary, withOfflineHint } from 'shared-domain';
import { Button, Field, PageLayout, Text, Textarea, notify } from 'shared-ui';
import { api } from '../api';

/** /system/maintenance-notice (system users): broadcast a notice to every signed-in browser. */
export default function MaintenanceNotice() {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setError('Please enter a message.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.noFacility.post('system/maintenance-notice', { message: message.trim() });
      notify.success('Maintenance notice sent.');
      setMessage('');
    } catch (err) {
      setError(modelStateSummary(err).message ?? withOfflineHint('Unable to send the maintenance notice.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title="Maintenance notice">
      <Text mb="4">Every signed-in user is alerted that their work may not have been saved, and their page reloads.</Text>
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={!!error}>
          <Field.Label>Message</Field.Label>
          <Textarea value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt="4" loading={busy}>
          Send notice
        </Button>
      </form>
    </PageLayout>
  );
}
