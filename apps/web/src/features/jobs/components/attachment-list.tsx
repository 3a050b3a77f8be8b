import { FileText, Image as ImageIcon } from 'lucide-react';
import type { AttachmentDto } from '@kt/shared';
import { assetUrl } from '@/lib/api.ts';

/**
 * Attachments as links opening a new tab, each showing its original file name. The server sends
 * anything but an image as a download, so those links save it under its original name.
 */
export function AttachmentList({ attachments }: { attachments: AttachmentDto[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((a) => {
        const image = a.mimeType.startsWith('image/');
        const Icon = image ? ImageIcon : FileText;
        return (
          <li key={a._id}>
            <a
              href={assetUrl(a.path)}
              target="_blank"
              rel="noopener noreferrer"
              download={image ? undefined : a.originalName}
              className="inline-flex max-w-full items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted"
            >
              <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate" data-user-content>
                {a.originalName}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
