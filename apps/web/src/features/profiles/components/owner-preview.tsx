import type { ReactNode } from 'react';
import { SampleNote } from './sample-note.tsx';
import { m } from '@/paraglide/messages.js';

/**
 * An empty section: visitors see `empty`; only the profile's owner sees the sample content, labelled
 * as a preview of how the section will look once filled (issue 17).
 */
export function OwnerPreview({
  isOwner,
  empty,
  children,
}: {
  isOwner: boolean;
  empty: string;
  children: ReactNode;
}) {
  if (!isOwner) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div>
      <SampleNote>{m.profiles_preview_note()}</SampleNote>
      {/* Marked by its dashed frame, not by fading it: faded text fails the contrast minimum. */}
      <div className="rounded-md border border-dashed p-2" data-user-content>
        {children}
      </div>
    </div>
  );
}
