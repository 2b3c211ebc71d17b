/**
 * Server-rendered pages of the embedded provider: sign-in, errors and sign-out.
 * System font stack, no external fonts, scripts or images; the stylesheet and the one script are the product's own
 * files (assets.ts), so the pages' Content-Security-Policy needs no 'unsafe-inline'.
 * Colours follow the product theme (shared-ui `brand` palette).
 */
import { PAGE_SCRIPT, PAGE_STYLES } from './assets';

export const PRODUCT_NAME = 'Resident Manager';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${PRODUCT_NAME}</title>
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_STYLES.url}">
<script src="${PAGE_SCRIPT.url}" defer></script>${extraHead}
</head>
<body>
<main class="card">
<div class="brand"><div class="logo" aria-hidden="true">RM</div><div class="brand-name">${PRODUCT_NAME}</div></div>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  action: string;
  email?: string;
  error?: string;
  info?: string;
  forgotPasswordUrl: string;
}

export function signInPage(opts: SignInPageOptions): string {
  const alert = opts.error
    ? `<div class="alert" role="alert" id="signin-error">${escapeHtml(opts.error)}</div>`
    : opts.info
      ? `<div class="alert info" role="status">${escapeHtml(opts.info)}</div>`
      : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p class="sub">Use your ${PRODUCT_NAME} account.</p>
${alert}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(opts.email ?? '')}"${opts.error ? ' aria-describedby="signin-error" aria-invalid="true"' : ''}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <div class="pw">
      <input id="password" name="password" type="password" autocomplete="current-password" required${opts.error ? ' aria-invalid="true"' : ''}>
      <button type="button" class="toggle" id="toggle-password" aria-controls="password" aria-label="Show password" hidden>Show</button>
    </div>
  </div>
  <button type="submit" class="btn">Sign in</button>
</form>
<div class="links"><a href="${escapeHtml(opts.forgotPasswordUrl)}">Forgot password?</a></div>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="sub">${escapeHtml(message)}</p>
${link ? `<a class="btn" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ''}`,
  );
}

/**
 * Sign-out page. `form` is the provider's confirmation form (with its xsrf field). With `autoSubmit` (the relying
 * party identified itself with an id_token_hint) it posts itself at once; otherwise the user confirms.
 */
export function signOutPage(form: string, autoSubmit: boolean): string {
  const formWithId = /id="op\.logoutForm"/.test(form) ? form : form.replace(/^<form\b/, '<form id="op.logoutForm"');
  if (autoSubmit) {
    return layout(
      'Signing out',
      `<h1>Signing out</h1>
<p class="sub">Please wait while you are signed out.</p>
${formWithId.replace(/^<form\b/, '<form data-auto-submit').replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit" class="btn">Continue</button></noscript></form>')}`,
    );
  }
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p class="sub">Do you want to sign out of ${PRODUCT_NAME}?</p>
${formWithId.replace('</form>', '<button type="submit" class="btn" name="logout" value="yes">Sign out</button></form>')}`,
  );
}
