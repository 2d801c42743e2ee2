// The place screen's locations list (spec §2.9), newest first. Its title is the event's wording
// at 'tr.place_locations', else 'Locations'. Delete asks first and deletes the location with its
// attachments; the server refuses one that meetings or posts still use, and says how many: that
// refusal shows on the location's row, in the organiser's language.
import { useAppSelector } from '../../../app/hooks';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { useRefusalText } from '../../../ui/serverRefusal';
import { useDeleteLocationMutation } from '../../../entities/cms';
import type { LocationView } from '../../../entities/cms';
import { ListCard } from './ListCard';
import { selectRefusedLocationDeletes } from './refusedDeletes';
import { useEditBase } from './shared';
import { useAreaFailure } from '../../../ui/itemForm';
import { useT } from '../../../app/useT';

interface LocationsCardProps {
  eventId: string;
  locations: LocationView[];
  /** The wording of 'tr.place_locations' in the event language, or ''. */
  wording: string;
}

export function LocationsCard({ eventId, locations, wording }: LocationsCardProps) {
  const t = useT('cms');
  const confirm = useConfirm();
  const base = `${useEditBase()}/locations`;
  const notifyFailure = useAreaFailure('');
  const [deleteLocation] = useDeleteLocationMutation();
  const refused = useAppSelector((s) => selectRefusedLocationDeletes(s, eventId));
  const refusalText = useRefusalText();
  return (
    <ListCard
      id="locations"
      title={wording || t('locations.title')}
      addLabel={t('locations.add')}
      addTo={`${base}/new`}
      columns={[t('locations.name'), t('locations.address')]}
      rows={locations.map((l) => ({
        id: l.locationId,
        name: l.name,
        to: `${base}/${l.locationId}`,
        detail: l.address,
        pending: l.pending,
        refusal: refused.has(l.locationId)
          ? t('locations.notDeleted', { reason: refusalText(refused.get(l.locationId) ?? '') })
          : undefined,
      }))}
      deleteLabel={(name) => t('locations.delete', { name })}
      onDelete={async (row) => {
        if ((await confirm({ type: 'delete' })) !== CONFIRM_SAVE) return;
        await deleteLocation({ eventId, locationId: row.id }).unwrap().catch(notifyFailure);
      }}
    />
  );
}
