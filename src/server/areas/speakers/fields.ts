// A speaker's fields from a request (spec/content.md §7), checked: one piece for the general
// path (service.ts) and the one-statement create (quickCreate.ts).
import { nameRule } from '../../../common/rules';
import { validate } from '../../rpc/errors';
import { plainText, richText } from '../../rpc/fields';

export interface SpeakerFields {
  name: string;
  companyName?: string;
  positionName?: string;
  bio?: string;
  avatarId?: string;
  backgroundImageId?: string;
  backgroundDesktopImageId?: string;
}

/** The speaker's text columns from a request, checked; absent optional fields become ''. */
export function speakerTexts(req: SpeakerFields) {
  return {
    name: validate(nameRule, req.name, 'name'),
    companyName: plainText(req.companyName ?? '', 'companyName'),
    positionName: plainText(req.positionName ?? '', 'positionName'),
    bio: richText(req.bio ?? '', 'bio'),
  };
}
