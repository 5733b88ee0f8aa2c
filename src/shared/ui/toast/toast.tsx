import { Toaster as SonnerToaster, toast } from 'sonner';

/** Spec section 9: a success toast shows 1.8 s, a warning toast 4 s. */
export const SUCCESS_TOAST_MS = 1800;
export const WARNING_TOAST_MS = 4000;

export const notify = {
  success: (message: string) => toast.success(message, { duration: SUCCESS_TOAST_MS }),
  warning: (message: string) => toast.warning(message, { duration: WARNING_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: WARNING_TOAST_MS }),
};

/** Mounted once near the root; toasts are announced politely to screen readers. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />;
}
