// The manager layout's breadcrumbs (spec/console.md §2.11): the root 'Events' is labelled with
// the product name and leads to the event list. A route below it may add a crumb with
// `handle: { crumb: 'ns:key' }` (an i18n key).
import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { useT } from '../../../app/useT';

const crumbOf = (handle: unknown): string | null =>
  typeof handle === 'object' &&
  handle !== null &&
  'crumb' in handle &&
  typeof handle.crumb === 'string'
    ? handle.crumb
    : null;

export function ManagerBreadcrumbs() {
  const t = useT();
  const { pathname } = useLocation();
  const crumbs = useMatches().flatMap((match) => {
    const key = crumbOf(match.handle);
    return key && match.pathname !== '/' ? [{ key, to: match.pathname }] : [];
  });
  const atRoot = pathname === '/' && crumbs.length === 0;
  return (
    <Breadcrumb.Root aria-label={t('shell:breadcrumbs')} minW={0} size={{ base: 'sm', sm: 'md' }}>
      <Breadcrumb.List flexWrap="nowrap">
        <Breadcrumb.Item minW={0}>
          <Breadcrumb.Link
            asChild
            fontWeight="semibold"
            fontSize={{ base: 'md', sm: 'lg' }}
            color="fg"
            truncate
          >
            <Link to="/" aria-current={atRoot ? 'page' : undefined}>
              {t('product')}
            </Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.to}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item minW={0}>
              {index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink truncate>{t(crumb.key)}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild truncate>
                  <Link to={crumb.to}>{t(crumb.key)}</Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
