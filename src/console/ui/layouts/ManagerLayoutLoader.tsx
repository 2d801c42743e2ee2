// The manager layout's menu and dialogs are not needed on the sign-in screens, which load this
// folder too: its code is fetched only when the signed-in area is first shown.
import { Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Toolbar } from './Toolbar';
import { useT } from '../../app/useT';

const ManagerLayout = lazy(() =>
  import(/* webpackChunkName: "manager" */ './ManagerLayout').then((module) => ({
    default: module.ManagerLayout,
  })),
);

function ToolbarPlaceholder() {
  const t = useT();
  return (
    <Toolbar>
      <Text fontWeight="semibold" fontSize="lg">
        {t('product')}
      </Text>
    </Toolbar>
  );
}

export function ManagerLayoutLoader() {
  return (
    <Suspense fallback={<ToolbarPlaceholder />}>
      <ManagerLayout />
    </Suspense>
  );
}
