// Loaded by /silent-renew.html inside the hidden iframe of the silent renew: hands the response back to the shell.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

void new UserManager({
  authority: window.location.origin,
  client_id: 'silent-renew',
  redirect_uri: `${window.location.origin}/silent-renew.html`,
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
}).signinSilentCallback();
