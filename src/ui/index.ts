// The UI kit (shared-surfaces section 2): presentational only, it takes props and never reads the store or calls
// the API (what does is in src/connected). Theme lives in src/theme.
export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './Button';
export { VisuallyHidden } from './VisuallyHidden';
export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
export { StatusMessage, STATUS_CLEAR_MS } from './StatusMessage';
export type { StatusMessageProps } from './StatusMessage';
export { Card, FactList, Stack, PageHeading } from './layout';
export type { StackProps, PageHeadingProps } from './layout';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export {
  ErrorIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  MenuIcon,
  CloseIcon,
  BellIcon,
  UserIcon,
  ChevronIcon,
  LockIcon,
  PhoneIcon,
  MailIcon,
  CopyIcon,
  CheckIcon,
  AppsIcon,
  ExternalLinkIcon,
  ChatBubbleIcon,
  PaperclipIcon,
  MinimiseIcon,
} from './icons';
export type { IconProps, ChevronDirection } from './icons';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Tooltip, TOOLTIP_DELAY_MS } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { CopyButton, useCopyTooltip, COPIED_MS } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { Modal, DISCLOSURE_MODAL_MAX_HEIGHT } from './Modal';
export type { ModalProps } from './Modal';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { useDialogFocus, focusableWithin } from './dialogFocus';
export { FullScreenLoader, LOADER_HIDE_DELAY_MS, LOADER_ROTATION_MS, LOADER_LOGO_WIDTH } from './FullScreenLoader';
export type { FullScreenLoaderProps } from './FullScreenLoader';
export { BrandHeader } from './BrandHeader';
export type { BrandHeaderProps } from './BrandHeader';
export { PageLayout, MAIN_ID } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export * from './forms';
export * from './pages';
// Only the lazy wrapper: importing PdfViewer itself here would pull react-pdf into the first route.
export { LazyPdfViewer } from './pdf/LazyPdfViewer';
export { disclosureFileName, useObjectUrl } from './pdf/useObjectUrl';
export type { PdfViewerProps } from './pdf/PdfViewer';
