/**
 * The dialogs a refused submission opens (docs/product-spec.md sections 2 and 8): limited access, free reviews
 * used, review limit reached, credit limit reached, no reviews left, and an unverified email (what
 * to do, and the link sent again).
 */
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { contractMessages } from '../../../../shared/messages';
import { reviewMessages } from '../../../../shared/review-messages';
import { useAuth } from '../auth/auth-context';
import { ResendVerification } from '../auth/ResendVerification';
import type { SubmitBlock } from '../contracts/submit-blocks';
import { NoticeDialog } from './NoticeDialog';

interface Props {
  block: SubmitBlock | null;
  onClose: () => void;
  onRequestTopUp: () => void;
  onReferFriend: () => void;
}

const CONTENT: Record<
  SubmitBlock,
  { title: string; description: string; primary: 'waitlist' | 'subscribe' | 'topUp' | 'none' }
> = {
  limitedAccess: {
    title: reviewMessages.limitedAccessTitle,
    description: reviewMessages.limitedAccessBody,
    primary: 'waitlist',
  },
  freeUsed: { title: contractMessages.freeUsedTitle, description: contractMessages.freeUsedBody, primary: 'subscribe' },
  reviewLimit: {
    title: contractMessages.reviewLimitTitle,
    description: reviewMessages.reviewLimitBody,
    primary: 'subscribe',
  },
  creditLimit: {
    title: contractMessages.creditLimitTitle,
    description: reviewMessages.creditLimitBody,
    primary: 'topUp',
  },
  noReviews: {
    title: reviewMessages.noReviewsTitle,
    description: contractMessages.noReviewsLeft,
    primary: 'subscribe',
  },
  verifyEmail: {
    title: reviewMessages.verifyEmailTitle,
    description: `${contractMessages.verifyEmailFirst} ${reviewMessages.verifyEmailHow}`,
    primary: 'none',
  },
};

export function SubmitBlockedDialog({ block, onClose, onRequestTopUp, onReferFriend }: Props) {
  const navigate = useNavigate();
  const { status } = useAuth();
  const content = block ? CONTENT[block] : CONTENT.noReviews;
  const goToWaitlist = () => {
    onClose();
    navigate('/waitlist');
  };

  const primary =
    content.primary === 'none' ? null : content.primary === 'topUp' ? (
      <Button colorPalette="accent" onClick={onRequestTopUp}>
        {reviewMessages.requestTopUp}
      </Button>
    ) : (
      <Button colorPalette="accent" onClick={goToWaitlist}>
        {content.primary === 'waitlist' ? reviewMessages.secureYourSpot : reviewMessages.subscribe}
      </Button>
    );

  return (
    <NoticeDialog
      open={block !== null}
      onClose={onClose}
      title={content.title}
      description={content.description}
      // An unverified account can have the link sent again from here.
      children={block === 'verifyEmail' && status.email ? <ResendVerification email={status.email} /> : undefined}
      actions={
        <>
          {block === 'freeUsed' && (
            <Button variant="ghost" colorPalette="brand" onClick={onReferFriend}>
              Refer a friend
            </Button>
          )}
          <Button variant="outline" colorPalette="brand" onClick={onClose}>
            Close
          </Button>
          {primary}
        </>
      }
    />
  );
}
