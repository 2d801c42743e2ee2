// The texts this area's screens use (the upload widgets' too); bundled in the area's chunk.
import enParticipants from '../../../../locales/en/participants.json';
import ruParticipants from '../../../../locales/ru/participants.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { participants: ruParticipants, widgets: ruWidgets },
  en: { participants: enParticipants, widgets: enWidgets },
};
