// Spec §2: document title 'prefix | title' and a visible h1, neither on internal-app routes. After an
// in-app navigation focus moves to the new h1, so screen-reader users hear where they arrived.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DOCUMENT_TITLE_SEPARATOR, PRODUCT_TITLE } from '@portal/domain/constants';
import { cn } from '../../ui/cn';

interface PageFrameProps {
  title: string;
  internal: boolean;
  /** Narrow centred card (login and the other entry screens). */
  narrow?: boolean;
  children: ReactNode;
}

export function PageFrame({ title, internal, narrow = false, children }: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    document.title = internal ? PRODUCT_TITLE : `${PRODUCT_TITLE}${DOCUMENT_TITLE_SEPARATOR}${title}`;
  }, [internal, title]);

  useEffect(() => {
    // The first page of a visit keeps the browser's own starting focus.
    if (pathname !== previousPath.current) heading.current?.focus();
    previousPath.current = pathname;
  }, [pathname]);

  return (
    <div className={cn('mx-auto w-full px-4 py-8', narrow ? 'max-w-lg' : 'max-w-7xl')}>
      <div
        className={cn(
          narrow && 'rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8 contraste:border-2',
        )}
      >
        {!internal && (
          <h1
            ref={heading}
            tabIndex={-1}
            className="mb-6 text-3xl font-bold text-ink outline-none focus-visible:outline-none"
          >
            {title}
          </h1>
        )}
        {children}
      </div>
    </div>
  );
}
