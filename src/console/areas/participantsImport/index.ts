// Participants import (issue 12, beyond the spec): a CSV or XLSX file into participants, with a
// dry run first; reached from the participants list's 'Импорт' button.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "participants-import" */ './screens');

export const participantsImportArea: AreaDescriptor = {
  name: 'participantsImport',
  routes: [
    {
      slot: 'edit',
      path: 'registration/users/import',
      right: 'write',
      screen: async () => (await load()).ImportScreen,
    },
  ],
  texts: () => import(/* webpackChunkName: "participants-import" */ './texts'),
};
