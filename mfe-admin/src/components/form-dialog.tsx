/** The admins' dialogs around one form are every area's (web-kit's FormDialog). */
export { FormDialog } from '@gtm/web-kit/form-dialog.tsx';
export type { TFormDialogProps } from '@gtm/web-kit/form-dialog.tsx';
