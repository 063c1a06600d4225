// Spec §2 'Serviços' panel. Radix Popover: opens and closes on click, closes on Escape, outside click and
// when focus leaves it (the spec's "close on blur").
import { useState } from 'react';
import { Popover } from 'radix-ui';
import type { MenuGroup } from '@portal/domain';
import { ServiceGroups, type ExternalServiceUrls } from '../../features/shell/components/service-groups';
import { Icon } from '../../ui/icon';
import { HEADER_CONTROL, HEADER_PANEL } from './header-styles';

export const SERVICES_LABEL = 'Serviços';

export function ServicesMenu({ groups, urls }: { groups: readonly MenuGroup[]; urls: ExternalServiceUrls }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={HEADER_CONTROL}>
        {SERVICES_LABEL}
        <Icon name="chevron-down" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={SERVICES_LABEL}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          // Never taller than the room below the header: a long menu (Meus Dados grew with issue 42) scrolls
          // inside the panel instead of leaving its last links out of reach on a short window.
          className={`${HEADER_PANEL} max-h-[var(--radix-popover-content-available-height)] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto p-6`}
        >
          <ServiceGroups
            groups={groups}
            urls={urls}
            variant="menu"
            headingLevel={2}
            onSelect={() => setOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
