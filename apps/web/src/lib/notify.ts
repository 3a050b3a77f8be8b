import { toast } from 'sonner';

/** Notices of spec section 8: titled 'Error' (destructive) or 'Success'. */
export function notifyError(description: string, title = 'Error') {
  toast.error(title, { description });
}

export function notifySuccess(description: string, title = 'Success') {
  toast.success(title, { description });
}
