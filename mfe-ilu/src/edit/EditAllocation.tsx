/**
 * /editIndependentLiving/{enquiryId}/resident/{selectedResidentId}/{viewDepartedMode} and its finance child
 * (residentsDetails canModify).
 */
import { IluEditPage } from './IluEditPage';

export default function EditAllocation() {
  return <IluEditPage kind="allocation" />;
}
