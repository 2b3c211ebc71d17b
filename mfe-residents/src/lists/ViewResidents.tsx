import ResidentList from './ResidentList';

/** /viewResidents */
export default function ViewResidents() {
  return <ResidentList departed={false} />;
}
