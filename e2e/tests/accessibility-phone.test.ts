/** The accessibility journey (lib/accessibility-journey.ts) at 390x844, a phone: axe, WCAG 2.2 AA, on every screen the journeys visit. */
import { accessibilityJourney } from '../lib/accessibility-journey';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

accessibilityJourney({ label: '390x844', viewport: { width: 390, height: 844 } }, () => app);
