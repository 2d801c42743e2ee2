// The texts this area's screens use; bundled in the area's chunk.
import enParticipants from '../../../../locales/en/participants.json';
import ruParticipants from '../../../../locales/ru/participants.json';

export const texts = {
  ru: { participants: ruParticipants },
  en: { participants: enParticipants },
};
