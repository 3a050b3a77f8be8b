import { ContractReviewCard } from '@/features/reviews/components/contract-review-card.tsx';
import { MilestoneDispute } from '@/features/disputes/components/milestone-dispute.tsx';
import ContractPage from '@/features/contracts/pages/contract-page.tsx';

/**
 * /projects/:id, a contract: each milestone carries its dispute (open one, the thread); once the
 * contract has ended, its parties review each other here.
 */
export default function ContractRoute() {
  return (
    <ContractPage
      reviewSlot={(contract) => <ContractReviewCard contractId={contract._id} />}
      milestoneSlot={(contract, milestone) => <MilestoneDispute contract={contract} milestone={milestone} />}
    />
  );
}
