/** The accessibility journey (lib/accessibility-journey.ts) at 1280x800, a laptop: axe, WCAG 2.2 AA, on every screen the journeys visit. */
import { accessibilityJourney } from '../lib/accessibility-journey';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

accessibilityJourney({ label: '1280x800', viewport: { width: 1280, height: 800 } }, () => app);
