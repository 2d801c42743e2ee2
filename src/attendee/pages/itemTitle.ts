// A menu item's title in the event's wording (tr.{item}), else its key.
import type { PublicEvent } from '../../common/publicEvent';

export const itemTitle = (event: PublicEvent, item: string) => event.wording[`tr.${item}`] || item;
