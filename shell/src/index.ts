// The shell's entry: decide with the smallest code whether to go to sign-in first (signed-out.ts); only a page that
// stays loads the application (React, the design system, the router, the data layer: bootstrap.tsx).
import { signInFirstOr } from './signed-out';

void signInFirstOr().then((start) => start && import('./bootstrap').then(({ startShell }) => startShell(start)));
