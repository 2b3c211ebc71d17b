import ResidentList from './ResidentList';

/** /viewDepartedResidents */
export default function ViewDepartedResidents() {
  return <ResidentList departed />;
}
