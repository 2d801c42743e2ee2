// Step 1: a CSV or XLSX file, dropped on the zone or chosen with the button (keyboard users
// reach the button; the zone is a convenience for the mouse).
import { Box, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { IMPORT_MAX_ROWS } from '../../../../common/participantsImport';
import type { Table } from './importTable';
import { readTable } from './readTable';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function FileStep({ onRead }: { onRead: (table: Table, fileName: string) => void }) {
  const t = useT('participantsImport');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [over, setOver] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const table = await readTable(file);
      if (table.rows.length === 0) setProblem(t('file.empty'));
      else if (table.rows.length > IMPORT_MAX_ROWS) {
        setProblem(t('file.tooMany', { count: table.rows.length, max: IMPORT_MAX_ROWS }));
      } else onRead(table, file.name);
    } catch (error) {
      setProblem(t('file.unreadable', { message: (error as Error).message }));
    } finally {
      setReading(false);
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };

  return (
    <Stack gap={3}>
      <Text color="fg.muted">{t('file.hint')}</Text>
      <Box
        data-testid="import-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'colorPalette.solid' : 'border'}
        colorPalette="primary"
        rounded="md"
        p={{ base: 4, md: 8 }}
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Stack gap={3} align="center">
          <Text>{t('file.drop')}</Text>
          <BusyButton
            colorPalette="primary"
            loading={reading}
            onClick={() => input.current?.click()}
          >
            {t('file.choose')}
          </BusyButton>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('file.choose')}
            onChange={(e) => {
              void read(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Stack>
      </Box>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
