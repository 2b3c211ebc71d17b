// The standalone harness's /silent-renew.html (tools/build-config adds it as an entry of a remote's dev build): inside
// the hidden iframe of a silent renew, hands the provider's response back to the harness. Same as the shell's page.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

void new UserManager({
  authority: window.location.origin,
  client_id: 'silent-renew',
  redirect_uri: `${window.location.origin}/silent-renew.html`,
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
}).signinSilentCallback();
