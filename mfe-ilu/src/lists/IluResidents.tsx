/** /independentLiving/viewResidents */
import { IluResidentList } from './IluResidentLists';

export default function IluResidents() {
  return <IluResidentList departed={false} />;
}
