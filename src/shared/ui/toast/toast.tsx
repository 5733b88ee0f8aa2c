import { Toaster as SonnerToaster, toast } from 'sonner';

/** Spec section 9: a success toast shows 1.8 s, a warning toast 4 s. */
export const SUCCESS_TOAST_MS = 1800;
export const WARNING_TOAST_MS = 4000;

/** The success toast of every portal save (spec section 2.3). */
export const SAVED_TEXT = 'Saved!';

export const notify = {
  saved: () => toast.success(SAVED_TEXT, { duration: SUCCESS_TOAST_MS }),
  success: (message: string) => toast.success(message, { duration: SUCCESS_TOAST_MS }),
  warning: (message: string) => toast.warning(message, { duration: WARNING_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: WARNING_TOAST_MS }),
};

/** Mounted once near the root; toasts are announced politely to screen readers. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />;
}
