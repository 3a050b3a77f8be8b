import { useState } from 'react';
import { DISPUTABLE_MILESTONE_STATUSES, type ContractDto, type MilestoneDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useDispute, useDisputes, useOpenDispute } from '../api/disputes.ts';
import { m as msg } from '@/paraglide/messages.js';
import { DisputeThread } from './dispute-thread.tsx';
import { SplitForm } from './split-form.tsx';

const SETTLED_STATUSES = ['disputed', 'split', 'released', 'refunded'];

/**
 * On a milestone of the contract page: the 'Open dispute' action and form for its parties, and the
 * thread of the milestone's dispute once there is one.
 */
export function MilestoneDispute({
  contract,
  milestone: m,
}: {
  contract: ContractDto;
  milestone: MilestoneDto;
}) {
  const { user } = useSession();
  const [asking, setAsking] = useState(false);
  const open = useOpenDispute();
  const mayHaveDispute = SETTLED_STATUSES.includes(m.status);
  const list = useDisputes({ milestoneId: m._id }, !!user && mayHaveDispute);
  const latest = list.data?.disputes[0];
  const detail = useDispute(latest?._id ?? '', !!latest);
  if (!user) return null;
  const isParty = user._id === contract.client._id || user._id === contract.freelancer._id;
  const disputable =
    isParty &&
    contract.status === 'active' &&
    (DISPUTABLE_MILESTONE_STATUSES as readonly string[]).includes(m.status);

  if (mayHaveDispute && (list.isPending || (latest && detail.isPending))) {
    return <Spinner label={msg.disputes_loading_dispute()} />;
  }
  if (list.isError || detail.isError) {
    return <p className="text-sm text-destructive">{msg.disputes_load_failed()}</p>;
  }
  if (detail.data) return <DisputeThread dispute={detail.data.dispute} viewer={user} compact />;
  if (!disputable) return null;
  if (!asking) {
    return (
      <div>
        <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
          {msg.disputes_open_dispute()}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{msg.disputes_open_intro({ currency: m.currency })}</p>
      <SplitForm
        amount={m.amount}
        currency={m.currency}
        initial={
          user._id === contract.client._id
            ? { toFreelancer: 0, toClient: m.amount }
            : { toFreelancer: m.amount, toClient: 0 }
        }
        textLabel={msg.disputes_reason()}
        submitLabel={msg.disputes_open_dispute()}
        busy={open.isPending}
        onSubmit={(proposal, reason) =>
          void open
            .mutateAsync({ milestoneId: m._id, input: { reason, proposal } })
            .then((res) => {
              notifySuccess(res.message);
              setAsking(false);
            })
            .catch((err: unknown) => notifyError(errorMessage(err, msg.disputes_open_failed())))
        }
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
