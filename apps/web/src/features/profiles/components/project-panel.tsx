import { useState } from 'react';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { addPortfolioItem, type NewProject } from '../api/add-portfolio-item.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { ImagePicker } from './image-picker.tsx';
import { OwnerPanel, PanelForm } from './owner-panel.tsx';

const EMPTY = { title: '', description: '', link: '', tags: '' };

/** Add project: title and description required after trimming; link, technologies and image optional. */
export function ProjectPanel() {
  const [draft, setDraft] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const edit = useOwnerEdit(addPortfolioItem, 'Failed to add portfolio item');
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <OwnerPanel
      label="Add Project"
      onClose={() => {
        setDraft(EMPTY);
        setImage(null);
        edit.clearError();
      }}
    >
      {(close) => (
        <PanelForm
          edit={edit}
          close={close}
          className="gap-3"
          save={async () => {
            const project: NewProject = {
              title: draft.title.trim(),
              description: draft.description.trim(),
              link: draft.link.trim(),
              tags: draft.tags
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
              image,
            };
            return !!project.title && !!project.description && (await edit.run(project));
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-title">Project title</Label>
            <Input id="new-project-title" value={draft.title} maxLength={100} onChange={set('title')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-description">Description</Label>
            <Textarea
              id="new-project-description"
              value={draft.description}
              maxLength={2000}
              onChange={set('description')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-link">Project link (optional)</Label>
            <Input
              id="new-project-link"
              inputMode="url"
              placeholder="https://"
              value={draft.link}
              onChange={set('link')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-tags">Technologies used (optional, comma separated)</Label>
            <Input
              id="new-project-tags"
              placeholder="e.g., React, Node.js"
              value={draft.tags}
              onChange={set('tags')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Project image (optional)</span>
            <ImagePicker id="new-project-image" label="Project image" file={image} onChange={setImage} />
          </div>
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
