/**
 * Federation entry './ContactDialogs' (used by mfe-leads' lead form through shared-ui's RemoteComponent): the add/edit
 * contact dialog as the default export, the address dialog by name. Props: see ContactDialogs.tsx
 * (`open, title, contact, relationships, countries, onCancel, onSave`).
 */
import { ContactDialog } from './ContactDialogs';

export { ContactDialog, AddressDialog } from './ContactDialogs';
export default ContactDialog;
