import { Link } from 'react-router';
import { m } from '@/paraglide/messages.js';
import { Calendar, Mail, MapPin } from 'lucide-react';
import type { PublicUserDto } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { locationText, memberSince, personName } from '../format.ts';
import { PersonRating } from './person-rating.tsx';

export function AboutClientCard({ client }: { client: PublicUserDto }) {
  const name = personName(client);
  const since = memberSince(client.createdAt);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.jobs_about_client()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <div className="flex items-center gap-3">
          <Avatar src={client.profileImage} name={name} className="h-12 w-12" />
          <div className="min-w-0">
            {/* The client's public page (issue 21). */}
            <Link
              to={`/u/${client._id}`}
              className="block truncate font-semibold hover:underline"
              data-user-content
            >
              {name}
            </Link>
            <p className="text-muted-foreground">
              <PersonRating userId={client._id} />
            </p>
          </div>
        </div>
        <p className="flex items-center gap-2 text-muted-foreground">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {locationText(client.location)}
        </p>
        {client.email && (
          <p className="flex min-w-0 items-center gap-2 text-muted-foreground">
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate" dir="ltr" data-user-content>
              {client.email}
            </span>
          </p>
        )}
        {since && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Calendar className="h-4 w-4 shrink-0" aria-hidden="true" />
            {m.jobs_member_since({ since })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
