/**
 * The independent-living residents' lists, /independentLiving/viewResidents and /independentLiving/viewDepartedIluResidents
 * (residentsDetails canView; seed 002 §2, §7 GET allocations and allocations/departed-residents): the residents area's
 * resident list mounted through federation with the area's data source, title and link to the other list, cached
 * under the area's keys (its actions reload it). Each row carries its allocation, so it opens the allocation page.
 */
import { iluKeys } from '../keys';
import { ResidentList } from 'shared-ui/federated';
import { ILU_LIST_PATHS } from '../paths';

export const LIST_TEXT = {
  current: 'Independent living residents',
  departed: 'Departed independent living residents',
  toCurrent: 'Current residents',
  toDeparted: 'Departed residents',
} as const;

export function IluResidentList({ departed }: { departed: boolean }) {
  return departed ? (
    <ResidentList
      departed
      source="allocations/departed-residents"
      title={LIST_TEXT.departed}
      otherList={{ to: ILU_LIST_PATHS.current, label: LIST_TEXT.toCurrent }}
      queryKey={iluKeys.allocations(true)}
    />
  ) : (
    <ResidentList
      departed={false}
      source="allocations"
      title={LIST_TEXT.current}
      otherList={{ to: ILU_LIST_PATHS.departed, label: LIST_TEXT.toDeparted }}
      queryKey={iluKeys.allocations(false)}
    />
  );
}
