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

type Props = {
  proposal: ApplicationDto;
  onDecide: (status: ProposalStatus) => Promise<void>;
  deciding: boolean;
  onChat: () => void;
  chatting: boolean;
  /** Pre-fills the offer's title. */
  jobTitle?: string | undefined;
};

/** One proposal as the job's owner sees it, with Accept and Reject while it is pending. */
export function ProposalCard({ proposal, onDecide, deciding, onChat, chatting, jobTitle }: Props) {
  const freelancer = proposal.freelancerId;
  const name = personName(freelancer);
  const pending = proposal.status === 'pending';
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-label={`Proposal from ${name}`} role="article">
      <div className="flex flex-wrap items-start gap-3">
        <Avatar src={freelancer.profileImage} name={name} className="h-11 w-11" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{name}</p>
          {freelancer.email && (
            <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{freelancer.email}</span>
            </p>
          )}
          <MetaRow className="mt-1">
            <PersonRating userId={freelancer._id} />
            <MetaItem icon={Clock}>Delivery: {proposal.deliveryTime}</MetaItem>
          </MetaRow>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <p className="whitespace-pre-line break-words text-sm">{proposal.coverLetter}</p>
      <div className="flex flex-wrap gap-2">
        {pending && (
          <>
            <ConfirmButton
              title={`Accept ${name}'s proposal?`}
              description={`The job moves to In progress and stops taking proposals. Then hire ${name} with a contract to agree the milestones and fund them.`}
              confirmLabel="Accept proposal"
              busy={deciding}
              onConfirm={() => onDecide('accepted')}
              trigger={(open) => (
                <Button size="sm" disabled={deciding} onClick={open}>
                  <Check className="h-4 w-4" aria-hidden="true" />
                  Accept
                </Button>
              )}
            />
            <Button size="sm" variant="outline" disabled={deciding} onClick={() => void onDecide('rejected')}>
              <X className="h-4 w-4" aria-hidden="true" />
              Reject
            </Button>
          </>
        )}
        {(proposal.status === 'pending' || proposal.status === 'accepted') && (
          <Link
            to={`/projects/new?applicationId=${proposal._id}${jobTitle ? `&title=${encodeURIComponent(jobTitle)}` : ''}`}
            className={buttonClass('outline', 'sm')}
          >
            <Handshake className="h-4 w-4" aria-hidden="true" />
            Hire
          </Link>
        )}
        <Button size="sm" variant="outline" disabled={chatting} onClick={onChat}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          Chat
        </Button>
        <Link to={`/u/${freelancer._id}`} className={buttonClass('ghost', 'sm')}>
          <User className="h-4 w-4" aria-hidden="true" />
          View Profile
        </Link>
      </div>
    </Card>
  );
}
