/** How paid access works (docs/product-spec.md section 2): apply, approval, access. */
import { Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { reviewMessages, waitlistSteps } from '../../../../shared/review-messages';
import { NoticeDialog } from './NoticeDialog';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function WaitlistStepsDialog({ open, onClose }: Props) {
  const navigate = useNavigate();
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      title="How access works"
      description="Paid plans are priced to your team. Three steps and you are reviewing contracts."
      actions={
        <>
          <Button variant="outline" colorPalette="brand" onClick={onClose}>
            Close
          </Button>
          <Button
            colorPalette="accent"
            onClick={() => {
              onClose();
              navigate('/waitlist');
            }}
          >
            {reviewMessages.secureYourSpot}
          </Button>
        </>
      }
    >
      <Stack as="ol" gap="4" listStyleType="none">
        {waitlistSteps.map((step, index) => (
          <HStack as="li" key={step.title} align="start" gap="3">
            <Circle size="8" bg="brand.700" color="white" fontWeight="bold" flexShrink={0} aria-hidden>
              {index + 1}
            </Circle>
            <Box>
              <Text fontWeight="semibold" color="brand.900">
                {step.title}
              </Text>
              <Text color="inkMuted" fontSize="sm">
                {step.body}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </NoticeDialog>
  );
}
