import { useState } from 'react';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { addPortfolioItem, type NewProject } from '../api/add-portfolio-item.ts';
import { ltr } from '@/lib/i18n/format.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { ImagePicker } from './image-picker.tsx';
import { OwnerPanel, PanelForm } from './owner-panel.tsx';
import { m } from '@/paraglide/messages.js';

const EMPTY = { title: '', description: '', link: '', tags: '' };

/** Add project: title and description required after trimming; link, technologies and image optional. */
export function ProjectPanel() {
  const [draft, setDraft] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const edit = useOwnerEdit(addPortfolioItem, m.profedit_project_failed());
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <OwnerPanel
      label={m.profedit_add_project()}
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
            <Label htmlFor="new-project-title">{m.profedit_project_title()}</Label>
            <Input id="new-project-title" value={draft.title} maxLength={100} onChange={set('title')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-description">{m.profiles_description()}</Label>
            <Textarea
              id="new-project-description"
              value={draft.description}
              maxLength={2000}
              onChange={set('description')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-link">{m.profedit_project_link()}</Label>
            <Input
              id="new-project-link"
              inputMode="url"
              dir="ltr"
              placeholder={ltr('https://')}
              value={draft.link}
              onChange={set('link')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-project-tags">{m.profedit_project_tags()}</Label>
            <Input
              id="new-project-tags"
              placeholder={m.profedit_project_tags_placeholder()}
              value={draft.tags}
              onChange={set('tags')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{m.profedit_project_image_optional()}</span>
            <ImagePicker
              id="new-project-image"
              label={m.profedit_project_image()}
              file={image}
              onChange={setImage}
            />
          </div>
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
