/**
 * Server-rendered pages of the embedded provider: sign-in, errors and sign-out.
 * Self-contained HTML: system font stack, inline CSS, no external fonts, scripts or images.
 * Colours follow the product theme (shared-ui `brand` palette).
 */

export const PRODUCT_NAME = 'Resident Manager';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
  background:#f4f6f8;color:#1a202c;font-size:16px;line-height:1.5;min-height:100vh;display:flex;align-items:center;
  justify-content:center;padding:24px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 4px 16px rgba(0,0,0,.04);
  width:100%;max-width:400px;padding:32px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px}
.logo{width:36px;height:36px;border-radius:8px;background:#1f6580;color:#fff;display:flex;align-items:center;
  justify-content:center;font-weight:700;font-size:15px;letter-spacing:.5px}
.brand-name{font-size:18px;font-weight:600;color:#1a5269}
h1{font-size:22px;font-weight:600;margin:0 0 4px}
.sub{color:#4a5568;font-size:14px;margin:0 0 20px}
.field{margin-bottom:16px}
label{display:block;font-size:14px;font-weight:500;margin-bottom:6px}
input[type=email],input[type=password],input[type=text]{width:100%;height:40px;padding:0 12px;font-size:16px;
  border:1px solid #cbd5e0;border-radius:6px;background:#fff;color:inherit;outline:none}
input:focus{border-color:#2f7a93;box-shadow:0 0 0 1px #2f7a93}
.pw{position:relative}
.pw input{padding-right:64px}
.toggle{position:absolute;right:4px;top:4px;height:32px;padding:0 10px;font-size:13px;font-weight:500;border:0;
  border-radius:4px;background:#edf2f7;color:#2d3748;cursor:pointer}
.toggle:hover{background:#e2e8f0}
.btn{display:inline-flex;align-items:center;justify-content:center;width:100%;height:40px;border:0;border-radius:6px;
  background:#1f6580;color:#fff;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none}
.btn:hover{background:#1a5269}
.btn:focus-visible,.toggle:focus-visible,a:focus-visible{outline:2px solid #4d97ad;outline-offset:2px}
.alert{display:flex;gap:8px;border-radius:6px;padding:10px 12px;font-size:14px;margin-bottom:16px;
  background:#fff5f5;border:1px solid #feb2b2;color:#9b2c2c}
.alert.info{background:#eef6f8;border-color:#acd3dd;color:#1a5269}
.links{margin-top:16px;text-align:center;font-size:14px}
a{color:#1f6580;font-weight:500}
.muted{color:#718096;font-size:13px;text-align:center;margin-top:24px}
`;

function layout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${PRODUCT_NAME}</title>
<style>${STYLES}</style>${extraHead}
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
<div class="links"><a href="${escapeHtml(opts.forgotPasswordUrl)}">Forgot password?</a></div>
<script>
(function () {
  var b = document.getElementById('toggle-password'), i = document.getElementById('password');
  if (!b || !i) return;
  b.hidden = false;
  b.addEventListener('click', function () {
    var show = i.type === 'password';
    i.type = show ? 'text' : 'password';
    b.textContent = show ? 'Hide' : 'Show';
    b.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
    i.focus();
  });
})();
</script>`,
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
${formWithId.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit" class="btn">Continue</button></noscript></form>')}
<script>document.getElementById('op.logoutForm').submit();</script>`,
    );
  }
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p class="sub">Do you want to sign out of ${PRODUCT_NAME}?</p>
${formWithId.replace('</form>', '<button type="submit" class="btn" name="logout" value="yes">Sign out</button></form>')}`,
  );
}
