import { SUCCESS_RATE_MIN_CONTRACTS } from '@kt/shared';
import { useUserReviews } from '../api/get-user-reviews.ts';
import { countText } from '../format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The success rate, from the published reputation: shown from SUCCESS_RATE_MIN_CONTRACTS ended
 * contracts on, with its formula (docs/reputation.md) behind "How is this calculated?" and, for the
 * owner, their own inputs.
 */
export function SuccessRate({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const q = useUserReviews(userId);
  const rep = q.data?.pages[0]?.reputation;
  const value = q.isPending ? '…' : rep?.successRate == null ? '—' : `${rep.successRate}%`;
  return (
    <div className="col-span-2 flex flex-col gap-2">
      <div className="flex flex-col-reverse rounded-md bg-muted p-3 text-center">
        <dt className="text-xs text-muted-foreground">{m.profiles_success_rate()}</dt>
        <dd className="text-2xl font-bold text-primary">{value}</dd>
      </div>
      <details className="text-start text-xs text-muted-foreground">
        <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
          {m.profiles_how_calculated()}
        </summary>
        <div className="mt-2 flex flex-col gap-1.5">
          <p>{m.profiles_success_formula({ min: countText(SUCCESS_RATE_MIN_CONTRACTS) })}</p>
          <p>{m.profiles_rating_formula()}</p>
          {rep && (
            <p className="font-medium text-foreground">
              {m.profiles_inputs_line({
                who: isOwner ? m.profiles_your_inputs() : m.profiles_inputs(),
                successful: countText(rep.successfulContracts),
                ended: countText(rep.endedContracts),
                reviews: countText(rep.reviewsCount),
                jobs: countText(rep.completedJobs),
              })}
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
