import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { m } from '@/paraglide/messages.js';
import { SideNav } from './side-nav.tsx';

/**
 * The phone's slide-out navigation. Loaded on the first tap of the menu button (app-layout.tsx), so
 * the dialog's code stays out of the first load; the button is not a Dialog.Trigger, so closing
 * hands the focus back to it here.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          id="mobile-menu"
          className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] bg-background shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{m.nav_menu()}</Dialog.Title>
          <Dialog.Close
            className="absolute end-3 top-4 rounded-md p-1.5 hover:bg-muted"
            aria-label={m.nav_close_menu()}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          <SideNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
