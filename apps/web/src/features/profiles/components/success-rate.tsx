import { SUCCESS_RATE_MIN_CONTRACTS } from '@kt/shared';
import { useUserReviews } from '../api/get-user-reviews.ts';

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
        <dt className="text-xs text-muted-foreground">Success Rate</dt>
        <dd className="text-2xl font-bold text-primary">{value}</dd>
      </div>
      <details className="text-start text-xs text-muted-foreground">
        <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
          How is this calculated?
        </summary>
        <div className="mt-2 flex flex-col gap-1.5">
          <p>
            Successful contracts ÷ contracts ended in the last 12 months. A contract is successful when no
            money was refunded on it and the review received is 4 stars or more (or there is none). Shown from{' '}
            {SUCCESS_RATE_MIN_CONTRACTS} ended contracts on.
          </p>
          <p>
            Rating: the mean of published reviews, to one decimal. Reviews are double-blind: published when
            both parties have written theirs or 14 days after the contract ends.
          </p>
          {rep && (
            <p className="font-medium text-foreground">
              {isOwner ? 'Your inputs' : 'Inputs'}: {rep.successfulContracts} successful of{' '}
              {rep.endedContracts} ended in 12 months · {rep.reviewsCount} published reviews ·{' '}
              {rep.completedJobs} jobs completed
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
