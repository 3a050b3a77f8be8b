import { useId } from 'react';
import { Link } from 'react-router';
import { Check, Clock, Handshake, Mail, MessageSquare, User, X } from 'lucide-react';
import type { ApplicationDto, ProposalStatus } from '@kt/shared';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { personName } from '../format.ts';
import { ProposalStatusBadge } from './job-badges.tsx';
import { MetaItem, MetaRow } from './job-meta.tsx';
import { PersonRating } from './person-rating.tsx';
import { labelAround, withUserText } from '@/lib/i18n/user-text.tsx';
import { m } from '@/paraglide/messages.js';

type Props = {
  proposal: ApplicationDto;
  onDecide: (status: ProposalStatus) => Promise<void>;
  deciding: boolean;
  onChat: () => void;
  chatting: boolean;
  /** Pre-fills the offer's title. */
  jobTitle?: string | undefined;
  /** Whether the job still hires (not completed or closed): Hire is offered only then. */
  hiring?: boolean;
};

/** One proposal as the job's owner sees it, with Accept and Reject while it is pending. */
export function ProposalCard({
  proposal,
  onDecide,
  deciding,
  onChat,
  chatting,
  jobTitle,
  hiring = true,
}: Props) {
  const freelancer = proposal.freelancerId;
  const name = personName(freelancer);
  const pending = proposal.status === 'pending';
  const id = useId();
  // 'Proposal from {name}' as the card's name, the person's name read from the card itself.
  const label = labelAround((mark) => m.jobown_proposal_from({ name: mark }), `${id}-label`, `${id}-name`);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby={label.labelledBy} role="article">
      {label.parts}
      <div className="flex flex-wrap items-start gap-3">
        <Avatar src={freelancer.profileImage} name={name} className="h-11 w-11" />
        <div className="min-w-0 flex-1">
          <p id={`${id}-name`} className="font-semibold" data-user-content>
            {name}
          </p>
          {freelancer.email && (
            <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate" dir="ltr">
                {freelancer.email}
              </span>
            </p>
          )}
          <MetaRow className="mt-1">
            <PersonRating userId={freelancer._id} />
            <MetaItem icon={Clock}>
              {m.jobown_delivery()} <bdi data-user-content>{proposal.deliveryTime}</bdi>
            </MetaItem>
          </MetaRow>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <p className="whitespace-pre-line break-words text-sm" data-user-content>
        {proposal.coverLetter}
      </p>
      <div className="flex flex-wrap gap-2">
        {pending && (
          <>
            <ConfirmButton
              title={withUserText((mark) => m.jobown_accept_title({ name: mark }), name)}
              description={withUserText((mark) => m.jobown_accept_text({ name: mark }), name)}
              confirmLabel={m.jobown_accept_proposal()}
              busy={deciding}
              onConfirm={() => onDecide('accepted')}
              trigger={(open) => (
                <Button size="sm" disabled={deciding} onClick={open}>
                  <Check className="h-4 w-4" aria-hidden="true" />
                  {m.jobown_accept()}
                </Button>
              )}
            />
            <Button size="sm" variant="outline" disabled={deciding} onClick={() => void onDecide('rejected')}>
              <X className="h-4 w-4" aria-hidden="true" />
              {m.jobown_reject()}
            </Button>
          </>
        )}
        {hiring && (proposal.status === 'pending' || proposal.status === 'accepted') && (
          <Link
            to={`/projects/new?applicationId=${proposal._id}${jobTitle ? `&title=${encodeURIComponent(jobTitle)}` : ''}`}
            className={buttonClass('outline', 'sm')}
          >
            <Handshake className="h-4 w-4" aria-hidden="true" />
            {m.jobown_hire()}
          </Link>
        )}
        <Button size="sm" variant="outline" disabled={chatting} onClick={onChat}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {m.jobown_chat()}
        </Button>
        <Link to={`/u/${freelancer._id}`} className={buttonClass('ghost', 'sm')}>
          <User className="h-4 w-4" aria-hidden="true" />
          {m.jobown_view_profile()}
        </Link>
      </div>
    </Card>
  );
}
