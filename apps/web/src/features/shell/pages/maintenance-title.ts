/** Title of the maintenance notice (not a route: it replaces the whole portal). Kept apart from the page so
 * the shell can name it without loading the page's sanitiser. */
export const MAINTENANCE_TITLE = 'Portal em manutenção';
