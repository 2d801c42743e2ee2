// The speaker editor's values, rules and requests (spec/content.md §2.6, §5): name required;
// optional fields are sent only when non-empty.
import { object, string } from 'yup';
import { requiredTitleRule } from '../../../../common/rules';
import type { SpeakerRequest, SpeakerView } from '../../../entities/speakers';

export interface SpeakerValues {
  name: string;
  positionName: string;
  companyName: string;
  bio: string;
  avatarId: string;
  backgroundImageId: string;
  /** The 'display' switch: the inverse of isHidden. */
  display: boolean;
}

export const speakerSchema = object({ name: requiredTitleRule('name'), bio: string() });

export const speakerValues = (s: SpeakerView | undefined): SpeakerValues => ({
  name: s?.name ?? '',
  positionName: s?.positionName ?? '',
  companyName: s?.companyName ?? '',
  bio: s?.bio ?? '',
  avatarId: s?.avatarId ?? '',
  backgroundImageId: s?.backgroundImageId ?? '',
  display: !(s?.isHidden ?? false),
});

/** The request of a save: the fields the values hold, empty optional ones left out. */
export function speakerRequest(
  eventId: string,
  speakerId: string,
  v: SpeakerValues,
): SpeakerRequest {
  const request: SpeakerRequest = { eventId, speakerId, name: v.name.trim() };
  const optional = ['positionName', 'companyName', 'bio', 'avatarId', 'backgroundImageId'] as const;
  for (const field of optional) if (v[field].trim() !== '') request[field] = v[field];
  return request;
}
