/**
 * The residency's optional services on the fees tab (seed 002 §5 "Optional services (residency)"), in the tab's
 * section card: in view mode the kit's table of the services with their periods and current rate; in edit mode the
 * kit's editor of the periods, each a facility service (GET residents/{id}/open-optional-services) with start and end
 * dates. Both are shared-ui/optional-services', which the independent-living finance screen shows too; the rules are
 * shared-domain's residency rules, run by validateFees on Save.
 */
import type { OpenOptionalService, ResidencyOptionalService } from 'shared-domain/contracts/finance-fees';
import {
  OptionalServicesEditor as ServicesEditor,
  RESIDENCY_SERVICES_TEXT,
  ResidencyServicesTable,
} from 'shared-ui/optional-services';
import { FeesSection } from './feeDisplay';

export function OptionalServicesView({ services }: { services: readonly ResidencyOptionalService[] }) {
  return (
    <FeesSection id="optional-services" title={RESIDENCY_SERVICES_TEXT.title}>
      <ResidencyServicesTable services={services} />
    </FeesSection>
  );
}

export function OptionalServicesEditor({
  services,
  saved,
}: {
  /** The facility's services the residency can take. */
  services: readonly OpenOptionalService[];
  /** The residency's services as saved (a stopped service stays selectable on its own rows). */
  saved: readonly ResidencyOptionalService[];
}) {
  return (
    <FeesSection id="optional-services" title={RESIDENCY_SERVICES_TEXT.title}>
      <ServicesEditor name="optionalServices" services={services} saved={saved} />
    </FeesSection>
  );
}
