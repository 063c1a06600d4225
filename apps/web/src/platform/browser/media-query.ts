import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';

/** Whether the CSS media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §2: at 1028 px or narrower the header collapses into the side menu. */
export const useIsMobileLayout = (): boolean => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
