/** One playbook: name, last update, the start of its content, and view / edit / delete icons. */
import { Card, HStack, IconButton, Text } from '@chakra-ui/react';
import type { Playbook } from '../../../../shared/schemas/playbooks';
import { formatLibraryDate } from '../../features/library/format-date';
import { EyeIcon, PencilIcon, TrashIcon } from './icons';

interface Props {
  playbook: Playbook;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function PlaybookCard({ playbook, onView, onEdit, onDelete }: Props) {
  return (
    <Card.Root
      as="article"
      aria-label={playbook.name}
      bg="white"
      borderColor="brand.100"
      rounded="xl"
      shadow="xs"
      minW="0"
    >
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h2" fontSize="lg" color="brand.900" minW="0" wordBreak="break-word" lineClamp={2}>
            {playbook.name}
          </Card.Title>
          <HStack gap="0" flexShrink={0} mt="-1" me="-2">
            <IconButton
              aria-label={`View ${playbook.name}`}
              variant="ghost"
              size="sm"
              colorPalette="brand"
              onClick={onView}
            >
              <EyeIcon />
            </IconButton>
            <IconButton
              aria-label={`Edit ${playbook.name}`}
              variant="ghost"
              size="sm"
              colorPalette="brand"
              onClick={onEdit}
            >
              <PencilIcon />
            </IconButton>
            <IconButton
              aria-label={`Delete ${playbook.name}`}
              variant="ghost"
              size="sm"
              colorPalette="red"
              onClick={onDelete}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        </HStack>
        <Text fontSize="xs" color="inkMuted">
          Updated {formatLibraryDate(playbook.updatedAt)}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <Text fontSize="sm" color="ink" whiteSpace="pre-line" lineClamp={4} wordBreak="break-word">
          {playbook.content}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
