import { PauseCircle } from 'lucide-react';
import type { PausedDto } from '@kt/shared';
import { districtText } from '@/lib/districts.ts';
import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Why a contract's or a dispute's clocks stand still (outage mode, issue 36): "Deadlines paused:
 * Skardu outage since 27 Nov 2026". Nothing when they run.
 */
export function PausedLine({ paused }: { paused: PausedDto | null | undefined }) {
  if (!paused) return null;
  return (
    <p
      role="status"
      data-testid="deadlines-paused"
      className="flex items-start gap-2 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
    >
      <PauseCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {m.outage_paused({ district: districtText(paused.district), since: formatDate(paused.since) })}
      </span>
    </p>
  );
}
