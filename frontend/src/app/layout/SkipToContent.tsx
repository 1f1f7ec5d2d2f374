import { Link } from '@chakra-ui/react';

/** Keyboard users jump past the header; invisible until focused. */
export function SkipToContent({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="brand.800"
      color="white"
      px="4"
      py="2"
      rounded="md"
      _focusVisible={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}
