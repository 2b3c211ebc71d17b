/** /independentLiving/viewDepartedIluResidents */
import { IluResidentList } from './IluResidentLists';

export default function DepartedIluResidents() {
  return <IluResidentList departed />;
}
