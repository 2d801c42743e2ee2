import { eventFileUrl } from '../../../entities/events';

/** A served file with its record's update time as ?v=, so a re-crop shows at once. */
export function fileSrc(
  eventId: string,
  fileId: string,
  suffix: string,
  timestamp?: number,
): string {
  const url = eventFileUrl(eventId, fileId, suffix);
  return timestamp ? `${url}?v=${timestamp}` : url;
}
