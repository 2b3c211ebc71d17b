import { useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, isValidEmail, modelStateField, withOfflineHint } from 'shared-domain';
import { Button, Field, Input, Link, Text } from 'shared-ui';
import { api } from '../api';
import { Centered } from './SignIn';

export const FORGOT_PASSWORD_SENT =
  'If an account exists for that address, we have sent it a link to reset the password. Please check your email.';

/** /forgotPassword: request a reset link (no sign-in needed). */
export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api.anonymous.post('account/forgot-password', { email: email.trim() });
      setSent(true);
    } catch (err) {
      const field = modelStateField(err, 'email');
      setError(field.length ? field.join(', ') : withOfflineHint('Unable to send the reset link.'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Centered>
        <Text role="status">{FORGOT_PASSWORD_SENT}</Text>
        <Link href="/redirectToLogin">Back to sign in</Link>
      </Centered>
    );
  }
  return (
    <Centered>
      <Text>Enter your email address and we will send you a link to reset your password.</Text>
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={!!error}>
          <Field.Label>Email</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt="4" loading={busy}>
          Send reset link
        </Button>
      </form>
      <Link href="/redirectToLogin">Back to sign in</Link>
    </Centered>
  );
}
