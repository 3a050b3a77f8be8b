import { Link } from 'react-router';
import { ArrowLeft, Briefcase, Calendar, MapPin, MessageSquare, UserCheck } from 'lucide-react';
import type { UserPageDto } from '@kt/shared';
import { fullName } from '@kt/shared/format';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { countText, locationText, ratingText, reviewDate, reviewsText } from '../format.ts';
import { formatMonthYear } from '@/lib/i18n/format.ts';
import type { ChatStarter } from '../components/profile-summary-card.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { m } from '@/paraglide/messages.js';

const monthYear = (iso: string) => formatMonthYear(iso);

function Stat({ icon: Icon, label, value }: { icon: typeof Briefcase; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border p-3 text-center">
      <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
      <span className="text-xl font-bold">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

/**
 * /u/{id} for a client (issue 21): name, location, member since, jobs posted, hires, rating and
 * the reviews freelancers wrote about them. Never the e-mail. `chat` is messaging's Contact.
 */
export function ClientPage({
  client,
  isOwner,
  chat,
}: {
  client: UserPageDto;
  isOwner: boolean;
  chat: ChatStarter;
}) {
  const name = fullName(client);
  return (
    <Page className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {m.profiles_back_to_home()}
        </Link>
        {isOwner && (
          <Link to="/post-job" className={buttonClass('outline', 'sm')}>
            {m.profiles_post_job()}
          </Link>
        )}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
            <div data-user-content className="shrink-0">
              <Avatar src={client.profileImage} name={name} className="h-24 w-24 text-3xl" />
            </div>
            <div>
              <h1 className="text-2xl font-bold leading-tight" data-user-content>
                {name}
              </h1>
              <Badge variant="secondary" className="mt-2">
                {m.profiles_client()}
              </Badge>
            </div>
            <p className="flex flex-wrap items-center justify-center gap-1.5 text-sm">
              {client.reviewsCount === 0 ? (
                <span className="text-muted-foreground">{m.profiles_no_reviews_yet()}</span>
              ) : (
                <>
                  <StarRating rating={client.rating} />
                  <span className="font-medium">{ratingText(client.rating)}</span>
                  <span className="text-muted-foreground">({reviewsText(client.reviewsCount)})</span>
                </>
              )}
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
              {client.location?.trim() ? (
                <span data-user-content>{client.location.trim()}</span>
              ) : (
                locationText(client.location)
              )}
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Calendar className="h-4 w-4 shrink-0" aria-hidden="true" />
              {m.profiles_member_since_date({ date: monthYear(client.createdAt) })}
            </p>
            {!isOwner && (
              <Button className="w-full" onClick={() => void chat.start(client._id)} disabled={chat.starting}>
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                {m.profiles_contact()}
              </Button>
            )}
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-label={m.profiles_client_stats()} className="grid grid-cols-2 gap-3">
            <Stat icon={Briefcase} label={m.profiles_jobs_posted()} value={countText(client.jobsPosted)} />
            <Stat icon={UserCheck} label={m.profiles_hires()} value={countText(client.hires)} />
          </section>
          <Card>
            <CardHeader>
              <CardTitle>{m.profiles_reviews_tab({ count: countText(client.reviewsCount) })}</CardTitle>
            </CardHeader>
            <CardContent>
              {client.reviews.length === 0 ? (
                <p className="text-muted-foreground">{m.profiles_no_reviews_dot()}</p>
              ) : (
                <ul className="flex flex-col divide-y">
                  {client.reviews.map((r) => (
                    <li key={r._id} className="flex flex-col gap-1 py-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium" data-user-content>
                          {r.reviewer.name}
                        </span>
                        <StarRating rating={r.rating} />
                        <span className="text-xs text-muted-foreground">{reviewDate(r.date)}</span>
                      </div>
                      <p className="text-sm text-muted-foreground" data-user-content>
                        {r.contractTitle}
                      </p>
                      <p className="whitespace-pre-line" data-user-content>
                        {r.comment}
                      </p>
                      {r.reply && (
                        <p className="ms-4 border-s-2 ps-3 text-sm text-muted-foreground">
                          {m.profiles_reply_from({ name })} <span data-user-content>{r.reply}</span>
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </Page>
  );
}
