import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { contactInput, type ContactInput } from '@kt/shared';
import { CONTACT_SEND_DELAY_MS } from '@/lib/ui-tuning.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { m } from '@/paraglide/messages.js';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactInput)[];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The message form: section 5 rules, 'Sending...' for about a second, 'Message Sent!' and a reset. */
export function ContactForm({ delayMs = CONTACT_SEND_DELAY_MS }: { delayMs?: number }) {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const [result] = await Promise.allSettled([send.mutateAsync(values), wait(delayMs)]);
    if (result.status === 'fulfilled') {
      notifySuccess(m.contact_sent_message(), m.contact_sent_title());
      reset(EMPTY);
      return;
    }
    const err = result.reason;
    const fieldErrors = err instanceof ApiError && err.status === 400 ? bodyErrors(err.body) : [];
    const known = fieldErrors.filter((e) => FIELDS.includes(e.field as keyof ContactInput));
    if (known.length > 0) {
      for (const e of known)
        setError(e.field as keyof ContactInput, { message: e.message }, { shouldFocus: true });
      return;
    }
    notifyError(errorMessage(err, m.contact_send_failed()));
  });

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    // Clear of the phone's sticky header when focus jumps to the first invalid field.
    className: 'scroll-mt-24',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="contact-name">{m.contact_name()}</Label>
          <Input autoComplete="name" placeholder={m.contact_name_placeholder()} {...field('name')} />
          <FieldError id="contact-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="contact-email">{m.contact_email()}</Label>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            dir="ltr"
            {...field('email')}
          />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-subject">{m.contact_subject()}</Label>
        <Input placeholder={m.contact_subject_placeholder()} {...field('subject')} />
        <FieldError id="contact-subject-error" message={errors.subject?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-message">{m.contact_message()}</Label>
        <Textarea rows={6} placeholder={m.contact_message_placeholder()} {...field('message')} />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
        {isSubmitting ? m.contact_sending() : m.contact_send()}
      </Button>
    </form>
  );
}

function bodyErrors(body: unknown): { field: string; message: string }[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
}
