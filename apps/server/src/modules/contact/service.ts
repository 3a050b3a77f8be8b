import type { ContactInput } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { contactMessages } from '../../db/schema.ts';

/** Stores an enquiry from the contact form so none is lost; the programme's staff read them later. */
export async function saveMessage(db: Executor, input: ContactInput & { ip: string | null }) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      ip: input.ip,
    })
    .returning({ id: contactMessages.id });
  return row!;
}
