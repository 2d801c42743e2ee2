// The 'Additional sections' card of the place and info screens: the event's section groups of
// one kind, by sort number; a row opens its editor, delete asks first (spec §2.9, §2.12).
import { SECTION_KEYS } from '../../../../common/cms';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { useDeleteSectionMutation } from '../../../entities/cms';
import type { SectionView } from '../../../entities/cms';
import { ListCard } from './ListCard';
import { useEditBase } from './shared';
import { useAreaFailure } from '../../../ui/itemForm';
import { useT } from '../../../app/useT';

interface SectionsCardProps {
  eventId: string;
  kind: 'info' | 'place';
  sections: SectionView[];
  title: string;
}

export function SectionsCard({ eventId, kind, sections, title }: SectionsCardProps) {
  const t = useT('cms');
  const confirm = useConfirm();
  const base = `${useEditBase()}/${kind}/section`;
  const notifyFailure = useAreaFailure('');
  const [deleteSection] = useDeleteSectionMutation();
  const rows = sections
    .filter((s) => s.sectionKey === SECTION_KEYS[kind])
    .map((s) => ({
      id: s.groupId,
      name: s.title,
      to: `${base}/${s.groupId}`,
      detail: String(s.numSort),
      pending: s.pending,
    }));
  return (
    <ListCard
      id={`${kind}-sections`}
      title={title}
      addLabel={t('sections.add')}
      addTo={`${base}/new`}
      columns={[t('sections.name'), t('sections.sort')]}
      rows={rows}
      deleteLabel={(name) => t('sections.delete', { name })}
      onDelete={async (row) => {
        if ((await confirm({ type: 'delete' })) !== CONFIRM_SAVE) return;
        await deleteSection({ eventId, groupId: row.id }).unwrap().catch(notifyFailure);
      }}
    />
  );
}
