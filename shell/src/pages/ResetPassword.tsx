import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { INVALID_LINK, NETWORK_ERROR, PASSWORD_RULES_MESSAGE, modelStateField, passwordMeetsRules } from 'shared-domain';
import { Button, Field, Link, PasswordInput, Text } from 'shared-ui';
import { api } from '../api';
import { Centered } from './SignIn';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

type LinkState = 'checking' | 'valid' | 'invalid' | 'network';

/** /resetPassword?salt=: set a new password from the e-mailed link (validated on load). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const salt = params.get('salt') ?? '';
  const [link, setLink] = useState<LinkState>(salt ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!salt) return;
    let live = true;
    api.anonymous
      .get<{ isValid: boolean }>('account/validate-reset-link', { params: { salt } })
      .then((res) => live && setLink(res.data?.isValid ? 'valid' : 'invalid'))
      .catch((err) => {
        if (!live) return;
        const status = err?.response?.status;
        setLink(status === 400 || status === 404 || modelStateField(err, 'salt').length ? 'invalid' : 'network');
      });
    return () => {
      live = false;
    };
  }, [salt]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!passwordMeetsRules(password)) next.newPassword = PASSWORD_RULES_MESSAGE;
    if (password !== confirm) next.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(next);
    if (next.newPassword || next.confirm) return;
    setBusy(true);
    try {
      await api.anonymous.post('account/reset-password', { newPassword: password, salt });
      setDone(true);
    } catch (err) {
      const pw = modelStateField(err, 'newPassword');
      if (pw.length) setErrors({ newPassword: pw.join(', ') });
      else if (modelStateField(err, 'salt').length) setLink('invalid');
      else setErrors({ form: NETWORK_ERROR });
    } finally {
      setBusy(false);
    }
  };

  if (link === 'invalid') {
    return (
      <Centered>
        <Text role="alert" color="fg.error">
          {INVALID_LINK}
        </Text>
        <Link href="/forgotPassword">Request a new link</Link>
      </Centered>
    );
  }
  if (link === 'network')
    return (
      <Centered>
        <Text role="alert" color="fg.error">
          {NETWORK_ERROR}
        </Text>
      </Centered>
    );
  if (link === 'checking')
    return (
      <Centered>
        <Text>Checking the link…</Text>
      </Centered>
    );
  if (done) {
    return (
      <Centered>
        <Text role="status">{PASSWORD_CHANGED}</Text>
        <Link href="/redirectToLogin">Sign in</Link>
      </Centered>
    );
  }
  return (
    <Centered>
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={!!errors.newPassword}>
          <Field.Label>New password</Field.Label>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.newPassword ? <Field.ErrorText>{errors.newPassword}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.confirm} mt="4">
          <Field.Label>Confirm new password</Field.Label>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {errors.confirm ? <Field.ErrorText>{errors.confirm}</Field.ErrorText> : null}
        </Field.Root>
        {errors.form ? (
          <Text role="alert" color="fg.error" mt="3">
            {errors.form}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="brand" mt="4" loading={busy}>
          Change password
        </Button>
      </form>
    </Centered>
  );
}
