import { lazy, Suspense, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useMounted } from './use-mounted.ts';

/**
 * Where notices appear (sonner's Toaster). Its code is not part of a page's first load: it comes
 * once the page is running (after hydration), and a notice raised before it arrives is shown when
 * it does (sonner replays active toasts to a Toaster that subscribes late). `notify.ts` loads the
 * same module to raise them.
 */
const Lazy = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
