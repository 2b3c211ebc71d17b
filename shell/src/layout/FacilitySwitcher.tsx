import { useLocation, useNavigate } from 'react-router';
import { groupFacilitiesByRegion, switchFacility, useFacility } from 'shared-auth';
import { NativeSelect, notify } from 'shared-ui';

const STATEMENT_SCREENS = ['/statementNavigator', '/viewMedicareStatements', '/funding/medicare-statements'];

export function isStatementScreen(pathname: string): boolean {
  return STATEMENT_SCREENS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The user's facilities grouped by region, sorted by name. Switching stores the choice, reloads feature flags and
 * banner messages and the dashboard; an AgeCare facility chosen on a statement screen goes to the statements.
 */
export function FacilitySwitcher() {
  const { facilities, currentFacility } = useFacility();
  const navigate = useNavigate();
  const location = useLocation();
  if (facilities.length === 0) return null;
  const onChange = async (id: number) => {
    const wasStatement = isStatementScreen(location.pathname);
    const { errors, facility } = await switchFacility(id);
    for (const e of errors) notify.error(e, { extended: true });
    if (!facility) return;
    navigate(facility.facilityType === 'AgeCare' && wasStatement ? '/viewMedicareStatements' : '/dashboard');
  };
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '48', lg: '64' }}>
      <NativeSelect.Field
        aria-label="Facility"
        value={currentFacility?.id ?? ''}
        onChange={(e) => void onChange(Number(e.currentTarget.value))}
      >
        {groupFacilitiesByRegion(facilities).map((g) => (
          <optgroup key={g.region} label={g.region}>
            {g.facilities.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
