import { ShieldAlert } from 'lucide-react';
import { m } from '@/paraglide/messages.js';

/** Shown wherever money is taken while PAYMENTS_PROVIDER is the sandbox: no real money moves. */
export function SandboxLabel() {
  return (
    <p
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      role="note"
    >
      <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
      {m.contracts_sandbox()}
    </p>
  );
}
