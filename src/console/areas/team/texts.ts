// The texts this area's screens use; bundled in the area's chunk.
import enTeam from '../../../../locales/en/team.json';
import ruTeam from '../../../../locales/ru/team.json';

export const texts = {
  ru: { team: ruTeam },
  en: { team: enTeam },
};
