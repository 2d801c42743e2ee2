// The texts this area's screens use; bundled in the area's chunk.
import enParticipantsImport from '../../../../locales/en/participantsImport.json';
import ruParticipantsImport from '../../../../locales/ru/participantsImport.json';

export const texts = {
  ru: { participantsImport: ruParticipantsImport },
  en: { participantsImport: enParticipantsImport },
};
