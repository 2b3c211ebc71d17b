/**
 * The stylesheet and the script of the embedded provider's pages (pages.ts), served as files so the pages'
 * Content-Security-Policy is `style-src 'self'; script-src 'self'` with no 'unsafe-inline'. Their URLs carry a hash of
 * the content, so browsers may keep them for a year and a new version is fetched as soon as it changes.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

// Show/hide password on the sign-in page; the sign-out page submits itself when the product asked for the sign-out.
const SCRIPT = `(function () {
  var b = document.getElementById('toggle-password'), i = document.getElementById('password');
  if (b && i) {
    b.hidden = false;
    b.addEventListener('click', function () {
      var show = i.type === 'password';
      i.type = show ? 'text' : 'password';
      b.textContent = show ? 'Hide' : 'Show';
      b.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
      i.focus();
    });
  }
  var f = document.querySelector('form[data-auto-submit]');
  if (f) f.submit();
})();
`;

const BASE = '/oidc/interaction/assets';

export interface PageAsset {
  /** The route (no query). */
  path: string;
  /** What the pages link to: the route with the content's hash. */
  url: string;
  type: string;
  body: string;
}

function asset(name: string, type: string, body: string): PageAsset {
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `${BASE}/${name}`, url: `${BASE}/${name}?v=${version}`, type, body };
}

export const PAGE_STYLES = asset('pages.css', 'text/css; charset=utf-8', STYLES);
export const PAGE_SCRIPT = asset('pages.js', 'text/javascript; charset=utf-8', SCRIPT);

/** GET routes of the two files (under /oidc/interaction/, which the provider mount leaves to Fastify). */
export function registerPageAssets(app: FastifyInstance): void {
  for (const a of [PAGE_STYLES, PAGE_SCRIPT]) {
    app.get(a.path, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(a.type).send(a.body),
    );
  }
}
