// The default keys for the wording and menus screens. Where the live feed has not delivered one (a tab
// that never reached the server), the defaults shipped with the console: the wording fields and
// menu names show offline too (issue 16, item 3). They load with these screens, not with the
// store, so the sign-in route does not carry them.
import { create } from '@bufbuild/protobuf';
import { useEffect } from 'react';
import { DefaultKeySchema } from '../../../../generated/manager/model_pb';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { defaultKeysSeeded, selectDefaultKeys } from './translationsSlice';

export function useDefaultKeys() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void import('../../../common/defaultKeys').then(({ SHIPPED_DEFAULT_KEYS }) =>
      dispatch(defaultKeysSeeded(SHIPPED_DEFAULT_KEYS.map((k) => create(DefaultKeySchema, k)))),
    );
  }, [dispatch]);
  return useAppSelector(selectDefaultKeys);
}
