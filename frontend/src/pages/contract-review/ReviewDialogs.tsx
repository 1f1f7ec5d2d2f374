/** Every dialog of the review page (docs/product-spec.md section 2), driven by one "which is open" value. */
import { useAuth } from '../../features/auth/auth-context';
import type { SubmitBlock } from '../../features/contracts/submit-blocks';
import { LowCreditsDialog } from '../../features/credits/LowCreditsDialog';
import { ReferFriendDialog } from '../../features/credits/ReferFriendDialog';
import { SubmitBlockedDialog } from '../../features/credits/SubmitBlockedDialog';
import { WaitlistStepsDialog } from '../../features/credits/WaitlistStepsDialog';
import type { ReviewDialog } from './review-dialog';
import { creditTarget } from '../../../../shared/organization-credits';

const SUBMIT_BLOCKS: readonly SubmitBlock[] = [
  'limitedAccess',
  'freeUsed',
  'reviewLimit',
  'creditLimit',
  'noReviews',
  'verifyEmail',
];

interface Props {
  open: ReviewDialog;
  onOpen: (dialog: ReviewDialog) => void;
}

export function ReviewDialogs({ open, onOpen }: Props) {
  const { status } = useAuth();
  const close = () => onOpen(null);
  const block = SUBMIT_BLOCKS.find((b) => b === open) ?? null;

  return (
    <>
      <SubmitBlockedDialog
        block={block}
        onClose={close}
        onRequestTopUp={() => onOpen('lowCredits')}
        onReferFriend={() => onOpen('referral')}
      />
      <LowCreditsDialog open={open === 'lowCredits'} onClose={close} target={creditTarget(status)} />
      <ReferFriendDialog open={open === 'referral'} onClose={close} />
      <WaitlistStepsDialog open={open === 'waitlistSteps'} onClose={close} />
    </>
  );
}
