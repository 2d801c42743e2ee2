// manager.Places.SetProfile: the event place's title, description and main image
// (spec/content.md §2.9, §3 Place profile). Title and description are written as translations
// in the event's language, so the venue is described per language like the event itself; the
// event's `place` map names their keys and holds the image's file id. With an update mask only
// the fields it names are written (rpc/updateMask.ts): the others keep what they hold now.
import type { ServiceImpl } from '@connectrpc/connect';
import type { Places } from '../../../../generated/manager/account_pb';
import { PLACE_KEYS, PLACE_MAIN_IMAGE } from '../../../common/cms';
import { LIMITS } from '../../../common/constants';
import type { Deps } from '../../rpc/deps';
import { onEvent, setEvent } from '../../rpc/eventMutation';
import { plainText, richText } from '../../rpc/fields';
import { maskedValues } from '../../rpc/updateMask';
import { eventFileId } from '../files';
import { writeTranslation } from '../translations';

export function placeService(deps: Deps): Partial<ServiceImpl<typeof Places>> {
  return {
    setProfile: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const values = {
          title: plainText(req.title, 'title', LIMITS.title),
          description: richText(req.description ?? '', 'description'),
          mainImageId: await eventFileId(w.tx, event.id, req.mainImageId ?? '', 'mainImageId', {
            image: true,
          }),
        };
        const set = maskedValues(values, req.updateMask);
        if (Object.keys(set).length === 0) return;
        if (set.title !== undefined) {
          await writeTranslation(w, event, event.language, PLACE_KEYS.title, set.title);
        }
        if (set.description !== undefined) {
          await writeTranslation(w, event, event.language, PLACE_KEYS.description, set.description);
        }
        const image = set.mainImageId ?? event.place[PLACE_MAIN_IMAGE] ?? '';
        await setEvent(w, event, {
          place: { ...event.place, ...PLACE_KEYS, [PLACE_MAIN_IMAGE]: image },
        });
      }),
  };
}
