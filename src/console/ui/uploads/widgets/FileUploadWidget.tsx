// A plain file upload (role cms__attachment by default): the file's name with a link to it,
// progress while it goes up, the failure beneath, and delete. Its value is the file id.
import { Field, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UploadRole } from '../../../../common/constants';
import { useAppSelector } from '../../../app/hooks';
import { FileIcon } from '../../../ui/widgetIcons';
import { UploadProgress } from '../crop/CropEditor';
import { selectFileById, useFileSrc } from '../../../entities/files';
import { FILES_ERROR_PREFIX, useFileUpload } from '../upload/useFileUpload';
import { PickFileButton } from './PickFileButton';
import { RemoveFileButton } from './RemoveFileButton';
import { useT } from '../../../app/useT';

export interface FileUploadWidgetProps {
  eventId: string;
  label: string;
  value: string;
  onChange: (fileId: string) => void;
  role?: UploadRole;
  required?: boolean;
  accept?: string;
}

export function FileUploadWidget(props: FileUploadWidgetProps) {
  const { eventId, label, value, onChange, role = 'cms__attachment' } = props;
  const t = useT('widgets');
  const { upload, percent } = useFileUpload(eventId);
  const record = useAppSelector((state) => (value ? selectFileById(state, value) : undefined));
  const [sending, setSending] = useState('');
  const [problem, setProblem] = useState('');
  const busy = percent !== null;

  const choose = async (file: File) => {
    setProblem('');
    setSending(file.name);
    try {
      onChange(await upload(file, { role }));
    } catch (error) {
      setProblem((error as Error).message.replace(FILES_ERROR_PREFIX, ''));
    } finally {
      setSending('');
    }
  };

  const href = useFileSrc(eventId, value, '', record?.timestamp);
  const name = sending || record?.origFilename || (value ? t('file.unnamed') : t('file.none'));
  return (
    <Field.Root required={props.required} invalid={problem !== ''}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap={2} wrap="wrap" w="full">
        <FileIcon aria-hidden color="fg.muted" />
        {href && !sending ? (
          <Link href={href} download={name} colorPalette="primary">
            {name}
          </Link>
        ) : (
          <Text color={sending ? undefined : 'fg.muted'}>{name}</Text>
        )}
        {busy && <UploadProgress percent={percent} />}
        <PickFileButton
          accept={props.accept}
          label={label}
          text={t(value ? 'upload.change' : 'upload.select')}
          disabled={busy}
          onFile={(file) => void choose(file)}
        />
        {value && <RemoveFileButton label={label} disabled={busy} onRemove={() => onChange('')} />}
      </HStack>
      <Field.ErrorText>
        <Text as="span" role="alert">
          {problem}
        </Text>
      </Field.ErrorText>
    </Field.Root>
  );
}
