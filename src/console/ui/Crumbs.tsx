// The breadcrumb above an item's screen: links back up the trail (paths relative to the route,
// or absolute), then the item itself as the current page. Wraps on a phone.
import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  to: string;
  label: string;
}

export interface CrumbsProps {
  trail: readonly Crumb[];
  current: ReactNode;
  /** The navigation landmark's name for screen readers. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Crumbs({ trail, current, label, size }: CrumbsProps) {
  return (
    <Breadcrumb.Root aria-label={label} size={size}>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={crumb.to} relative="path">
                  {crumb.label}
                </RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
