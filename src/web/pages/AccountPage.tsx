/**
 * Route `/account` (issue 17): signed out, the sign-in form (or sign-up, toggled); signed in, the
 * username, ratings per game, change password and sign out. Errors are said in the reader's language by
 * their code (`errorText`), never in the server's English message.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../online/errorText.js';
import { navigate } from '../app/router.js';
import { changePassword, signIn, signOut, signUp, useAccount } from '../online/account.js';
import { RatingList } from '../account/RatingList.js';

/** Route `/account` (query `mode=signup` opens the sign-up form). */
export function AccountPage() {
  const { account, ratings } = useAccount();
  const { t, i18n } = useTranslation('app');
  if (!account) return <SignInForm />;
  return (
    <div className="page narrow" data-testid="account-page">
      <h1>{t('account.title')}</h1>
      <div className="card">
        <p data-testid="signed-in-as">
          <strong>{t('account.signedInAs', { name: account.username })}</strong>
        </p>
        <p className="muted small">{t('account.since', { when: new Date(account.createdAt).toLocaleDateString(i18n.language) })}</p>
        <h2>{t('account.ratings')}</h2>
        <RatingList ratings={ratings} />
        <p className="row">
          <button type="button" className="btn" onClick={() => navigate('/games')}>
            {t('account.myGames')}
          </button>
          <button type="button" className="btn" onClick={() => void signOut()} data-testid="sign-out">
            {t('account.signOut')}
          </button>
        </p>
      </div>
      <ChangePassword />
    </div>
  );
}

/**
 * A labelled input with an optional hint below it. The hint is outside the `<label>` and tied to the
 * input by `aria-describedby`, so the field's accessible name is the label alone.
 */
function Field({ label, hint, ...input }: { label: string; hint?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-describedby={hint ? hintId : undefined} />
      {hint ? (
        <small id={hintId} className="muted">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

function SignInForm() {
  const { t } = useTranslation('app');
  const [mode, setMode] = useState<'signin' | 'signup'>(() =>
    new URLSearchParams(window.location.search).get('mode') === 'signup' ? 'signup' : 'signin',
  );
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await (mode === 'signup' ? signUp(username, password) : signIn(username, password));
      const back = new URLSearchParams(window.location.search).get('next');
      if (back && back.startsWith('/')) navigate(back, true);
    } catch (err) {
      setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page narrow">
      <h1>{mode === 'signup' ? t('account.signUp') : t('account.signIn')}</h1>
      <form className="form card" onSubmit={(e) => void submit(e)} data-testid={`${mode}-form`}>
        <Field
          label={t('account.username')}
          hint={mode === 'signup' ? t('account.usernameHint') : null}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          maxLength={40}
          required
          data-testid="username"
        />
        <Field
          label={t('account.password')}
          hint={mode === 'signup' ? t('account.passwordHint') : null}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          maxLength={128}
          required
          data-testid="password"
        />
        {failure ? (
          <p className="error" role="alert" data-testid="account-error">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="account-submit">
          {mode === 'signup' ? t('account.signUp') : t('account.signIn')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setMode(mode === 'signup' ? 'signin' : 'signup')}
          data-testid="account-mode"
        >
          {mode === 'signup' ? t('account.haveAccount') : t('account.noAccount')}
        </button>
        <p className="muted small">{t('account.guestNote')}</p>
      </form>
    </div>
  );
}

function ChangePassword() {
  const { t } = useTranslation('app');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setMessage({ ok: true, text: t('account.passwordChanged') });
    } catch (err) {
      setMessage({ ok: false, text: errorText(t, err) });
    }
  };
  return (
    <form className="form card" onSubmit={(e) => void submit(e)}>
      <h2>{t('account.changePassword')}</h2>
      <Field
        label={t('account.currentPassword')}
        type="password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        autoComplete="current-password"
        required
      />
      <Field
        label={t('account.newPassword')}
        type="password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        required
      />
      {message ? (
        <p className={message.ok ? 'notice' : 'error'} role="status">
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="btn">
        {t('account.changePassword')}
      </button>
    </form>
  );
}
