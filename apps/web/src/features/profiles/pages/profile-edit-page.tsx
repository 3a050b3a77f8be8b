import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { profileFormInput, type ProfileDto, type ProfileFormInput, type ProfileFormValues } from '@kt/shared';
import { fullName } from '@kt/shared/format';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { ApiError } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useProfile } from '../api/get-profile.ts';
import { saveErrorMessage, useSaveProfile } from '../api/save-profile.ts';
import { ImagePicker } from '../components/image-picker.tsx';
import {
  BioCard,
  LocationRatesCard,
  ProfessionalInfoCard,
  ServicesCard,
  SocialLinksCard,
} from '../components/profile-form-cards.tsx';
import { ProfilePreview } from '../components/profile-preview.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { m } from '@/paraglide/messages.js';

const EMPTY: ProfileFormInput = {
  headline: '',
  jobTitle: '' as ProfileFormInput['jobTitle'],
  bio: '',
  services: [],
  location: '',
  country: 'Pakistan',
  hourlyRate: '',
  socialMedia: { github: '', linkedin: '', instagram: '', behance: '' },
};

function toFormValues(p: ProfileDto): ProfileFormInput {
  return {
    headline: p.headline,
    jobTitle: p.jobTitle as ProfileFormInput['jobTitle'],
    bio: p.bio,
    services: p.services,
    location: p.location ?? '',
    country: p.country ?? '',
    hourlyRate: String(p.hourlyRate),
    socialMedia: { github: '', linkedin: '', instagram: '', behance: '', ...p.socialMedia },
  };
}

/** /profile/edit?mode=create|edit: the freelancer's profile form. */
export default function ProfileEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, status, refresh } = useSession();
  const own = useProfile('me', status === 'ready' && user !== null);
  const missing = own.error instanceof ApiError && own.error.status === 404;
  const isCreate = params.get('mode') === 'create' || missing;
  const save = useSaveProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);

  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormInput),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const filled = useRef(false);
  useEffect(() => {
    if (own.data && !filled.current) {
      filled.current = true;
      form.reset(toFormValues(own.data));
    }
  }, [own.data, form]);

  const onSubmit = async (values: ProfileFormValues) => {
    if (!user) {
      navigate('/auth');
      return;
    }
    try {
      const res = await save.mutateAsync({ values, images: { profileImage: photo, coverImage: cover } });
      if (!res.success) {
        notifyError(res.message || m.profedit_save_failed());
        return;
      }
      if (isCreate) notifySuccess(m.profedit_created_text(), m.profedit_created_title());
      else notifySuccess(m.profedit_updated_text(), m.profedit_updated_title());
      await refresh();
      navigate('/');
    } catch (err) {
      notifyError(saveErrorMessage(err));
    }
  };

  const errors = form.formState.errors;
  const busy = save.isPending;

  // A guest is asked to sign in before typing a profile, not after (issue 21).
  if (status === 'ready' && !user) {
    return (
      <Page className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageTitle>{m.profedit_create_title()}</PageTitle>
        <SignInFirst title={m.profedit_sign_in_title()} description={m.profedit_sign_in_text()} />
      </Page>
    );
  }

  return (
    <Page className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{isCreate ? m.profedit_create_title() : m.profedit_edit_title()}</PageTitle>
        {!isCreate && (
          <Link to="/u/me" className={buttonClass('ghost', 'sm')}>
            <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
            {m.profedit_back_to_profile()}
          </Link>
        )}
      </div>

      {user?.role === 'client' && (
        <p role="status" className="rounded-md border border-accent bg-accent/10 px-4 py-3 text-sm">
          {m.profedit_client_note()}
        </p>
      )}

      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <SectionCard title={m.profedit_cover_photo()}>
          <ImagePicker
            id="coverImage"
            label={m.profedit_cover_photo_label()}
            shape="wide"
            file={cover}
            onChange={setCover}
            currentUrl={own.data?.coverImage}
            chooseText={m.profedit_upload_cover()}
          />
        </SectionCard>
        <SectionCard title={m.profedit_profile_photo()}>
          <ImagePicker
            id="profileImage"
            label={m.profedit_profile_photo_label()}
            shape="round"
            file={photo}
            onChange={setPhoto}
            currentUrl={own.data?.profileImage}
            chooseText={m.profedit_upload_photo()}
          />
        </SectionCard>
        <ProfessionalInfoCard form={form} errors={errors} />
        <BioCard form={form} errors={errors} />
        <LocationRatesCard form={form} errors={errors} />
        <ServicesCard form={form} errors={errors} />
        <SocialLinksCard form={form} errors={errors} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {!isCreate && (
            <ProfilePreview
              name={fullName(user)}
              values={form.watch()}
              photo={photo}
              currentPhoto={own.data?.profileImage}
              cover={cover}
              currentCover={own.data?.coverImage}
            />
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy
              ? isCreate
                ? m.profedit_creating()
                : m.profedit_saving_profile()
              : isCreate
                ? m.profedit_create_profile()
                : m.profedit_save_profile()}
          </Button>
        </div>
      </form>
    </Page>
  );
}
