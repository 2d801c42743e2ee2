// The texts this area's screens use; bundled in the area's chunk.
import enCheckin from '../../../../locales/en/checkin.json';
import ruCheckin from '../../../../locales/ru/checkin.json';

export const texts = {
  ru: { checkin: ruCheckin },
  en: { checkin: enCheckin },
};
