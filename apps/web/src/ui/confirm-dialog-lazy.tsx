// ConfirmDialog loaded when a screen first asks its question, not with the screen: the dialog and Radix behind
// it are two files and ≈ 12 KiB on the wire, and each file beside a screen's own on its first load can cost a
// round trip of a phone's network before the largest paint (issue 37: Débito em Conta's LCP). Render it once
// the question has been asked (and keep it rendered, so it can close and give focus back).
import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './dialog';

const ConfirmDialog = lazy(async () => ({ default: (await import('./dialog')).ConfirmDialog }));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
