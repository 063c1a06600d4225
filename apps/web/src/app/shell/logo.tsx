import { Link } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { PRODUCT_TITLE } from '@portal/domain/constants';

/** The portal's mark and name; a link home (spec §2 "Logo: click goes home"). */
export function Logo({ asLink = true }: { asLink?: boolean }) {
  const content = (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-on-header" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className="fill-header" />
      </svg>
      <span className="text-lg leading-tight font-bold">{PRODUCT_TITLE}</span>
    </>
  );
  const classes = 'flex items-center gap-2 rounded-sm text-on-header no-underline';
  return asLink ? (
    <Link to={routePath('home')} className={classes} aria-label={`${PRODUCT_TITLE} — página inicial`}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}
