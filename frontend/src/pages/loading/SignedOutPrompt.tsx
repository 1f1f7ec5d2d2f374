/** A signed-out visit to /loading/{id}: not a failure; sign in (the dialog opens) and come back here. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadingMessages as m } from '../../../../shared/review-messages';
import { SignInDialog } from '../../features/auth/SignInDialog';

export function SignedOutPrompt() {
  const [open, setOpen] = useState(true);
  const { pathname, search } = useLocation();
  return (
    <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="2xl" p={{ base: '6', md: '10' }} shadow="sm">
      <Stack gap="4">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {m.signedOutTitle}
        </Heading>
        <Text color="inkMuted">{m.signedOutBody}</Text>
        <Button colorPalette="brand" alignSelf="start" onClick={() => setOpen(true)}>
          {m.signIn}
        </Button>
      </Stack>
      <SignInDialog open={open} onOpenChange={setOpen} returnTo={`${pathname}${search}`} />
    </Box>
  );
}
