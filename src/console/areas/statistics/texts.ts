// The texts this area's screens use; bundled in the area's chunk.
import enStatistics from '../../../../locales/en/statistics.json';
import ruStatistics from '../../../../locales/ru/statistics.json';

export const texts = {
  ru: { statistics: ruStatistics },
  en: { statistics: enStatistics },
};
