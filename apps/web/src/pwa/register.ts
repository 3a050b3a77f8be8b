import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';

/**
 * Registers the service worker (loaded after the page, so it adds nothing to the first load). A
 * new version never reloads the page by itself: a notice offers Reload, so a half-written
 * proposal is never lost.
 */
export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(OFFLINE_TEXTS.updateReady, {
        id: 'sw-update',
        duration: Infinity,
        action: { label: OFFLINE_TEXTS.reload, onClick: () => void update(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed:', error);
    },
  });
}
