import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Paperclip } from 'lucide-react';
import { formatMoney, type DisputeDto, type SplitInput } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/input.tsx';
import { assetUrl, errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddEvidence, useDisputeStep, type DisputeStep } from '../api/disputes.ts';
import { m } from '@/paraglide/messages.js';
import { dateOf, dateTimeOf, disputeStateLabel, ltr, nameOf, settledByLabel, splitWords } from './format.ts';
import { SplitForm } from './split-form.tsx';
import { ServerText } from '@/components/server-text.tsx';
import { ConfirmDialog, ConfirmButton } from '@/components/confirm-dialog.tsx';

type Viewer = { _id: string; isAdmin: boolean; isMediator: boolean };
type Ask = 'counter' | 'decide' | null;

/**
 * A dispute as its parties, its mediator and admins see it: the standing proposal and its deadline
 * (a date), the thread of proposals and steps, the evidence, and the viewer's next actions.
 */
export function DisputeThread({
  dispute: d,
  viewer,
  compact = false,
}: {
  dispute: DisputeDto;
  viewer: Viewer;
  compact?: boolean;
}) {
  const step = useDisputeStep(d._id);
  const evidence = useAddEvidence(d._id);
  const [ask, setAsk] = useState<Ask>(null);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const money = (n: number) => formatMoney(n, d.currency);
  const isParty = viewer._id === d.client._id || viewer._id === d.freelancer._id;
  const isMediator = d.mediator?._id === viewer._id && viewer.isMediator;
  const busy = step.isPending || evidence.isPending;
  const proposer =
    d.proposedBy === d.client._id
      ? m.disputes_the_client({ name: nameOf(d.client) })
      : m.disputes_the_freelancer({ name: nameOf(d.freelancer) });

  const [decision, setDecision] = useState<(SplitInput & { reasoning: string }) | null>(null);
  const run = async (s: DisputeStep) => {
    try {
      const res = await step.mutateAsync(s);
      notifySuccess(res.message);
      setAsk(null);
    } catch (err) {
      notifyError(errorMessage(err, m.disputes_step_failed()));
    }
  };
  const attach = async (files: File[]) => {
    if (files.length === 0) return;
    try {
      const res = await evidence.mutateAsync(files);
      notifySuccess(res.message);
    } catch (err) {
      notifyError(errorMessage(err, m.disputes_attach_failed()));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const Heading = compact ? 'h3' : 'h2';
  return (
    <Card
      className="flex flex-col gap-3 border-amber-300 p-4"
      role="region"
      aria-label={m.disputes_dispute()}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* On its own page it follows the h1; inside a milestone's card, the milestone's heading. */}
        <Heading className="font-semibold">{m.disputes_over({ amount: ltr(money(d.amount)) })}</Heading>
        <Badge variant={d.state === 'settled' ? 'secondary' : 'destructive'}>
          {disputeStateLabel(d.state)}
        </Badge>
      </div>
      {!compact && (
        <p className="text-sm text-muted-foreground">
          <Link className="underline" to={`/projects/${d.contractId}`} data-user-content>
            {d.contractTitle}
          </Link>{' '}
          · <span data-user-content>{m.disputes_meta_milestone({ title: d.milestoneTitle })}</span> ·{' '}
          {m.disputes_meta_client({ name: nameOf(d.client) })} ·{' '}
          {m.disputes_meta_freelancer({ name: nameOf(d.freelancer) })}
        </p>
      )}
      <p className="whitespace-pre-line break-words text-sm">
        {m.disputes_reason_prefix()}
        <span data-user-content>{d.reason}</span>
      </p>

      {d.state === 'open' && (
        <p className="text-sm font-medium" data-testid="standing-proposal">
          {m.disputes_standing({ proposer, split: splitWords(d, d.proposal) })}
          {d.respondBy && m.disputes_no_answer_by({ date: dateOf(d.respondBy) })}
        </p>
      )}
      {d.state === 'mediation' && (
        <p className="text-sm font-medium">
          {d.mediator ? m.disputes_mediating({ name: nameOf(d.mediator) }) : m.disputes_waiting_mediator()}{' '}
          {m.disputes_last_proposal({ split: splitWords(d, d.proposal) })}
        </p>
      )}
      {d.state === 'settled' && d.outcome && (
        <p className="text-sm font-medium" data-testid="dispute-outcome">
          {m.disputes_settled_outcome({
            by: d.settledBy ? settledByLabel(d.settledBy) : '',
            split: splitWords(d, d.outcome),
          })}
          {d.settledAt && m.disputes_settled_on({ date: dateOf(d.settledAt) })}
          {m.disputes_full_stop()}
          {d.reasoning && m.disputes_reasoning_prefix()}
          {d.reasoning && <span data-user-content>{d.reasoning}</span>}
        </p>
      )}

      <ol className="flex flex-col gap-2 text-sm" aria-label={m.disputes_thread()}>
        {d.events.map((e) => (
          <li key={e._id} className="flex flex-col border-s-2 ps-3">
            <span className="break-words">
              {e.actorName && (
                <span className="font-medium">
                  <bdi data-user-content>{e.actorName}</bdi>:{' '}
                </span>
              )}
              <ServerText text={e.message} />
            </span>
            <time className="text-xs text-muted-foreground" dateTime={e.createdAt}>
              {dateTimeOf(e.createdAt)}
            </time>
          </li>
        ))}
      </ol>

      {d.evidence.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{m.disputes_evidence()}</p>
          <ul className="flex flex-col gap-1">
            {d.evidence.map((f) => (
              <li key={f._id}>
                <a
                  className="inline-flex items-center gap-1 text-primary underline"
                  href={assetUrl(f.url)}
                  download={f.fileName}
                >
                  <Paperclip className="h-4 w-4" aria-hidden="true" />{' '}
                  <span data-user-content>{f.fileName}</span>
                </a>{' '}
                <span className="text-xs text-muted-foreground">
                  {f.uploaderId === d.client._id
                    ? m.disputes_evidence_by_client({ date: dateOf(f.createdAt) })
                    : m.disputes_evidence_by_freelancer({ date: dateOf(f.createdAt) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {!compact && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {m.disputes_contract_and_messages({ count: d.messages.length })}
          </summary>
          <p className="mt-2 whitespace-pre-line break-words text-muted-foreground" data-user-content>
            {d.contractDescription}
          </p>
          {d.messages.length === 0 ? (
            <p className="mt-2 text-muted-foreground">{m.disputes_no_messages()}</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-1" aria-label={m.disputes_messages_label()}>
              {d.messages.map((msg) => (
                <li key={msg._id} className="break-words" data-user-content>
                  <span className="font-medium">
                    {msg.senderId === d.client._id ? nameOf(d.client) : nameOf(d.freelancer)}:
                  </span>{' '}
                  {msg.content}{' '}
                  <time className="text-xs text-muted-foreground" dateTime={msg.createdAt}>
                    {dateTimeOf(msg.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </details>
      )}

      {ask === 'counter' && (
        <SplitForm
          amount={d.amount}
          currency={d.currency}
          initial={d.proposal}
          submitLabel={m.disputes_send_proposal()}
          busy={busy}
          onSubmit={(proposal: SplitInput) => void run({ action: 'respond', body: { proposal } })}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'decide' && (
        <SplitForm
          amount={d.amount}
          currency={d.currency}
          initial={d.proposal}
          textLabel={m.disputes_reasoning()}
          submitLabel={m.disputes_decide()}
          busy={busy}
          onSubmit={(split, reasoning) => setDecision({ ...split, reasoning })}
          onCancel={() => setAsk(null)}
        />
      )}
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={m.disputes_confirm_decide_title()}
        description={
          decision
            ? m.disputes_confirm_split_text({ amount: ltr(money(d.amount)), split: splitWords(d, decision) })
            : ''
        }
        confirmLabel={m.disputes_decide()}
        busy={busy}
        onConfirm={() => (decision ? run({ action: 'decide', body: decision }) : Promise.resolve())}
      />

      {ask === null && d.state !== 'settled' && (
        <div className="flex flex-wrap items-center gap-2">
          {isParty && d.state === 'open' && d.proposedBy !== viewer._id && (
            <>
              <ConfirmButton
                trigger={(open) => (
                  <Button size="sm" disabled={busy} onClick={open}>
                    {m.disputes_accept_proposal()}
                  </Button>
                )}
                title={m.disputes_confirm_accept_title()}
                description={m.disputes_confirm_split_text({
                  amount: ltr(money(d.amount)),
                  split: splitWords(d, d.proposal),
                })}
                confirmLabel={m.disputes_accept_proposal()}
                busy={busy}
                onConfirm={() => run({ action: 'respond', body: { accept: true } })}
              />
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsk('counter')}>
                {m.disputes_counter()}
              </Button>
            </>
          )}
          {isParty && d.state === 'open' && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void run({ action: 'escalate' })}
            >
              {m.disputes_ask_mediation()}
            </Button>
          )}
          {isMediator && d.state === 'mediation' && (
            <Button size="sm" disabled={busy} onClick={() => setAsk('decide')}>
              {m.disputes_decide_split()}
            </Button>
          )}
          {isParty && (
            <div className="flex items-center gap-2">
              <Label htmlFor={fileId} className="sr-only">
                {m.disputes_attach_evidence()}
              </Label>
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                multiple
                accept="image/*,.pdf,.doc,.docx"
                className="sr-only"
                disabled={busy}
                onChange={(e) => void attach([...(e.target.files ?? [])])}
              />
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => fileInput.current?.click()}
                aria-controls={fileId}
              >
                <Paperclip className="h-4 w-4" aria-hidden="true" /> {m.disputes_attach_evidence()}
              </Button>
            </div>
          )}
        </div>
      )}
      {compact && (
        <Link className="text-sm text-primary underline" to={`/disputes/${d._id}`}>
          {m.disputes_open_page()}
        </Link>
      )}
    </Card>
  );
}
