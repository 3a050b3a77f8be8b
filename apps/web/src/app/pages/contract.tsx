import { ContractReviewCard } from '@/features/reviews/components/contract-review-card.tsx';
import ContractPage from '@/features/contracts/pages/contract-page.tsx';

/** /projects/:id, a contract: once it has ended, its parties review each other here. */
export default function ContractRoute() {
  return <ContractPage reviewSlot={(contract) => <ContractReviewCard contractId={contract._id} />} />;
}
