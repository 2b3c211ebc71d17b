/**
 * Federation entry './LegalNoticeDialog' (mfe-residents' fees tab mounts it through shared-ui's RemoteComponent): the
 * legal notice received dialog as the default export. Its props are shared-domain's `LegalNoticeDialogProps`
 * (federated-props), which the mounting side imports too.
 */
import { LegalNoticeDialog } from './LegalNoticeDialogs';

export default LegalNoticeDialog;
