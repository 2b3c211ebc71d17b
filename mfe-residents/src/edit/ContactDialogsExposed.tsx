/**
 * Federation entry './ContactDialogs' (used by mfe-leads' lead form through shared-ui's RemoteComponent): the add/edit
 * contact dialog as the default export, the address dialog by name. The dialog's props are shared-domain's
 * `ContactDialogProps` (federated-props), which the mounting side imports too.
 */
import { ContactDialog } from './ContactDialogs';

export { ContactDialog, AddressDialog } from './ContactDialogs';
export default ContactDialog;
