/**
 * shared-ui: the design system's only door. The shell and remotes import Chakra parts and product components from
 * here, never from '@chakra-ui/react'. See docs/design-system.md.
 */
export * from './chakra';
export { Dialog, Drawer } from './overlays';
export { system, themeConfig, SYSTEM_FONT_STACK } from './theme';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { notify, toaster, notifyId, AppToaster, type NotifyOptions, type NotifyType } from './notify';
export { useLoading, useLoadingStore, startLoading, stopLoading, trackLoading } from './loading';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { PageLayout, type PageLayoutProps } from './PageLayout';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ActionBar, OverflowMenu, MORE_ACTIONS, type ActionBarProps, type OverflowMenuProps, type PageAction } from './ActionBar';
export {
  ResponsiveTable,
  type ResponsiveColumn,
  type ResponsiveTableProps,
  type TableSort,
  type SortDirection,
} from './ResponsiveTable';
export { useIsNarrow, useMediaQuery, NARROW_QUERY } from './breakpoints';
export { RecordPageState, type RecordPageStateProps, type RecordQuery } from './RecordPageState';
export { BackToTop, type BackToTopProps } from './BackToTop';
export { StickyActions, type StickyActionsProps } from './StickyActions';
export { DialogFrame, type DialogFrameProps, type DialogSize } from './DialogFrame';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { MessageDialog, type MessageDialogProps } from './MessageDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export {
  UNSAVED_CHANGES_TEXT,
  UnsavedChangesDialog,
  UnsavedChangesPrompt,
  type UnsavedChangesDialogProps,
  type UnsavedChangesPromptProps,
} from './UnsavedChangesPrompt';
export { PermissionGate, type PermissionGateProps } from './PermissionGate';
export { AreaUnavailable, type AreaUnavailableProps } from './AreaUnavailable';
export {
  RemoteComponent,
  setRemoteLoader,
  getRemoteLoader,
  RemoteLoaderMissingError,
  type RemoteComponentProps,
  type RemoteModuleLoader,
} from './RemoteComponent';
export { NotAvailableYet, type NotAvailableYetProps } from './NotAvailableYet';
export { StatCard, type StatCardProps } from './StatCard';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { RecordChangedNotice, RECORD_CHANGED_TEXT, type RecordChangedNoticeProps } from './RecordChangedNotice';
export { LoadStatus, type LoadState, type LoadStatusProps } from './FacilityData';
export { DateText, type DateTextProps } from './DateText';
export { MoneyText, type MoneyTextProps } from './MoneyText';
export { EyeIcon, EyeOffIcon, ArrowUpIcon, MoreIcon, MenuIcon, SearchIcon } from './icons';
