/** The customer-care tools, linked from each other's pages (one menu entry leads to them). */
import { NavLink } from 'react-router';
import { clinicalOperationTitle } from 'shared-domain/customer-care';
import { HStack, Link } from 'shared-ui';

export const CUSTOMER_CARE_LINKS = [
  { to: '/customerCare/clinicalIntegration/OnboardResidents', label: clinicalOperationTitle('OnboardResidents') },
  { to: '/customerCare/clinicalIntegration/UpdateResidents', label: clinicalOperationTitle('UpdateResidents') },
  { to: '/customerCare/downloadUploadActualStatement', label: 'Download or upload actual statement' },
] as const;

export function CustomerCareLinks({ current }: { current: string }) {
  return (
    <HStack as="nav" aria-label="Customer care" gap="4" flexWrap="wrap">
      {CUSTOMER_CARE_LINKS.filter((l) => l.to !== current).map((l) => (
        <Link key={l.to} asChild color="brand.fg" fontSize="sm">
          <NavLink to={l.to}>{l.label}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
