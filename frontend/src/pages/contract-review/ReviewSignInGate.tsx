/** Signed out on the review page: the sign-in dialog opens at once; closing it leaves a prompt. */
import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SignInDialog } from '../../features/auth/SignInDialog';

export function ReviewSignInGate() {
  const [open, setOpen] = useState(true);
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '5', md: '8' }}
      textAlign="center"
    >
      <Text fontWeight="semibold" color="brand.900" mb="4">
        Sign in to analyse a contract.
      </Text>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Sign In
      </Button>
      <SignInDialog open={open} onOpenChange={setOpen} variant="review" />
    </Box>
  );
}
