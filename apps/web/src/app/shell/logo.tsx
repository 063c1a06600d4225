import { Link } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { PRODUCT_TITLE } from '@portal/domain/constants';

/**
 * The portal's mark and name; a link home (spec §2 "Logo: click goes home"). The mark is drawn by CSS
 * (styles.css .marca-logo): the operator's published logo replaces it from the style the server writes into
 * the page (issue 38, shared-domain/marca.ts), with no byte of script and no rebuild.
 */
export function Logo({ asLink = true }: { asLink?: boolean }) {
  const content = (
    <>
      <span aria-hidden="true" className="marca-logo size-9 shrink-0" />
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
