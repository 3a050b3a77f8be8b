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
    // One term and its descriptions (a dl's group may hold only dt and dd): the value, the label
    // under it, and how it is calculated.
    <div className="col-span-2 flex flex-col rounded-md bg-muted p-3 text-center">
      <dt className="order-2 text-xs text-muted-foreground">{m.profiles_success_rate()}</dt>
      <dd className="order-1 text-2xl font-bold text-primary">{value}</dd>
      <dd className="order-3 mt-2">
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
      </dd>
    </div>
  );
}
