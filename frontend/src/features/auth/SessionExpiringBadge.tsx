/** The header badge shown after 50 minutes of inactivity; any activity removes it. */
import { Badge, Portal, Tooltip } from '@chakra-ui/react';
import { SESSION_EXPIRING_DESCRIPTION } from './use-inactivity-warning';

export function SessionExpiringBadge() {
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Badge colorPalette="orange" variant="solid" tabIndex={0} role="status" cursor="help">
          Session Expiring
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {SESSION_EXPIRING_DESCRIPTION}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
