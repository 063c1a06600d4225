// A button that fetches a file (a bill's PDF, a reimbursement's receipt) and delivers it by spec §7 (platform/api/download.ts: a .pdf on desktop, a
// new window on mobile with the pop-up-blocked message when refused). A 4xx shows the server's words;
// a 5xx goes to the unexpected-error screen through the API client.
import { useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { showAlert } from '../platform/state/alert';
import { ApiError } from '../platform/api/api-client';

export function DownloadButton({
  label,
  ariaLabel,
  download,
  variant = 'primary',
  disabledReason,
}: {
  label: string;
  ariaLabel?: string;
  download: () => Promise<void>;
  variant?: ButtonVariant;
  /** Set while there is nothing to download yet: the button is disabled and says why. */
  disabledReason?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      aria-label={ariaLabel}
      loading={busy}
      disabled={disabledReason !== undefined}
      disabledReason={disabledReason}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status < 500)
              showAlert({ tipo: 'erro', mensagem: error.message });
          })
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
