// Participants import (issue 12, beyond the spec): a CSV or XLSX file, its columns mapped to
// the registration and survey fields, a dry run that lists what would be created and every row
// refused and why, then the import through the write queue with its progress and result.
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { useEditedEvent } from '../../../entities/events';
import type { ImportRowInit } from '../../../entities/participantsImport';
import { useRegistrationForms } from '../../../entities/participantsList';
import { useRefusalText } from '../../../ui/serverRefusal';
import { CheckStep } from './CheckStep';
import { FileStep } from './FileStep';
import { autoMatch, batchesOf, importFields, importRows, rowPhoneKey } from './importTable';
import type { Table } from './importTable';
import { MappingStep } from './MappingStep';
import { ResultStep } from './ResultStep';
import { RunStep } from './RunStep';
import { useImportCheck } from './useImportCheck';
import { useImportRun } from './useImportRun';
import { useT } from '../../../app/useT';

type Step = 'file' | 'map' | 'check' | 'run' | 'done';

export function ImportScreen() {
  const t = useT('participantsImport');
  const refusalText = useRefusalText();
  const { eventId } = useEditedEvent();
  const forms = useRegistrationForms(eventId);
  const fields = useMemo(() => importFields([forms.userData, forms.survey]), [forms]);
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<{ table: Table; name: string } | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [importId, setImportId] = useState('');
  const [batches, setBatches] = useState<ImportRowInit[][]>([]);
  const { state, run: runCheck } = useImportCheck(eventId);
  const run = useImportRun(eventId, importId, batches);

  const startCheck = () => {
    if (!file) return;
    const rows = importRows(file.table, mapping, fields);
    const phones = new Map(rows.map((r) => [r.rowNumber ?? 0, rowPhoneKey(r, fields)]));
    const id = uuidv7();
    const split = batchesOf(rows);
    setImportId(id);
    setBatches(split);
    setStep('check');
    void runCheck(id, split, (row) => phones.get(row) ?? '');
  };
  // Every batch answered: the result is read back with a dry run of the same rows.
  const runImport = async () => {
    setStep('run');
    await run.run();
    setStep('done');
    await runCheck(importId, batches);
  };
  const again = () => {
    setFile(null);
    setStep('file');
  };
  const answered = batches.length - run.progress.waiting;

  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <Link asChild textStyle="sm" alignSelf="flex-start">
        <RouterLink to=".." relative="path">
          {t('back')}
        </RouterLink>
      </Link>
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {!forms.synced && <Text color="fg.muted">{t('loading')}</Text>}
      {forms.synced && !forms.registration && (
        <Text role="alert">
          {t('noForm')}{' '}
          <Link asChild>
            <RouterLink to="../../format" relative="path">
              {t('noFormLink')}
            </RouterLink>
          </Link>
        </Text>
      )}
      {forms.synced && forms.registration && (
        <>
          <Heading as="h2" size="md">
            {t(`steps.${step}`)}
          </Heading>
          {file && step !== 'file' && (
            <Text textStyle="sm" color="fg.muted">
              {t('file.chosen', { name: file.name, count: file.table.rows.length })}
            </Text>
          )}
          {step === 'file' && (
            <FileStep
              onRead={(table, name) => {
                setFile({ table, name });
                setMapping(autoMatch(table.header, fields));
                setStep('map');
              }}
            />
          )}
          {step === 'map' && file && (
            <MappingStep
              table={file.table}
              fields={fields}
              mapping={mapping}
              onChange={setMapping}
              onCheck={startCheck}
              checking={false}
            />
          )}
          {(step === 'check' || step === 'done') && state.status === 'running' && (
            <Text role="status">
              {t('check.running', { done: state.done, total: state.total })}
            </Text>
          )}
          {(step === 'check' || step === 'done') && state.status === 'failed' && (
            <Text color="fg.error" role="alert">
              {t('check.failed', { message: refusalText(state.message) })}
            </Text>
          )}
          {step === 'check' && state.status === 'done' && file && (
            <CheckStep
              outcome={state.outcome}
              table={file.table}
              fields={fields}
              mapping={mapping}
              onImport={() => void runImport()}
              onBack={() => setStep('map')}
            />
          )}
          {step === 'run' && <RunStep done={answered} total={batches.length} />}
          {step === 'done' && state.status === 'done' && (
            <ResultStep
              outcome={state.outcome}
              fields={fields}
              refusedBatches={run.progress.refused}
              onAgain={again}
            />
          )}
        </>
      )}
    </Stack>
  );
}
