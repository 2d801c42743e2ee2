// 'Вид таблицы' (spec/content.md §2.17): one checkbox per column (each user-data field, each
// survey field, name, phone, registration date, and the check-in time); 600 px wide. A choice
// applies at once.
import { Button, Checkbox, Dialog, Fieldset, Stack } from '@chakra-ui/react';
import { DialogFrame } from '../../../ui/DialogFrame';
import type { Column } from './columns';
import { useT } from '../../../app/useT';

interface ColumnsDialogProps {
  open: boolean;
  onClose: () => void;
  groups: { legend: string; columns: Column[] }[];
  chosen: readonly string[];
  onToggle: (key: string, on: boolean) => void;
}

export function ColumnsDialog({ open, onClose, groups, chosen, onToggle }: ColumnsDialogProps) {
  const t = useT('participants');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      width="600px"
      title={t('tableView')}
      scrollBehavior="inside"
    >
      <Dialog.Body>
        <Stack gap={5}>
          {groups
            .filter((g) => g.columns.length > 0)
            .map((g) => (
              <Fieldset.Root key={g.legend}>
                <Fieldset.Legend>{g.legend}</Fieldset.Legend>
                <Stack gap={2} mt={2}>
                  {g.columns.map((c) => (
                    <Checkbox.Root
                      key={c.key}
                      checked={chosen.includes(c.key)}
                      onCheckedChange={(d) => onToggle(c.key, d.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.label ?? t(`columns.${c.key}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Fieldset.Root>
            ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('close')}</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
