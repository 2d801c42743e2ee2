// manager.Places.SetProfile: the event place's title, description and main image
// (spec/content.md §2.9, §3 Place profile). Title and description are written as translations
// in the event's language, so the venue is described per language like the event itself; the
// event's `place` map names their keys and holds the image's file id.
import type { ServiceImpl } from '@connectrpc/connect';
import type { Places } from '../../../../generated/manager/account_pb';
import { PLACE_KEYS, PLACE_MAIN_IMAGE } from '../../../common/cms';
import { LIMITS } from '../../../common/constants';
import type { Deps } from '../../rpc/deps';
import { onEvent, setEvent } from '../../rpc/eventMutation';
import { plainText, richText } from '../../rpc/fields';
import { eventFileId } from '../files';
import { writeTranslation } from '../translations';

export function placeService(deps: Deps): Partial<ServiceImpl<typeof Places>> {
  return {
    setProfile: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const title = plainText(req.title, 'title', LIMITS.title);
        const description = richText(req.description ?? '', 'description');
        const mainImageId = await eventFileId(
          w.tx,
          event.id,
          req.mainImageId ?? '',
          'mainImageId',
          {
            image: true,
          },
        );
        await writeTranslation(w, event, event.language, PLACE_KEYS.title, title);
        await writeTranslation(w, event, event.language, PLACE_KEYS.description, description);
        await setEvent(w, event, {
          place: { ...event.place, ...PLACE_KEYS, [PLACE_MAIN_IMAGE]: mainImageId },
        });
      }),
  };
}
