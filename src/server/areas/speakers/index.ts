// The speakers of an event: avatar, name, position, short bio, bio and cover; hidden or shown.
import { Speakers } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { speakersCollection } from './collection';
import { speakersService } from './service';

export const speakersArea: Area<'speakers'> = {
  name: 'speakers',
  services: [implement(Speakers, speakersService)],
  collections: { speakers: speakersCollection },
};
