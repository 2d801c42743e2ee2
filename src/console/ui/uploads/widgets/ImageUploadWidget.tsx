// The image upload widget of spec/console.md §2.25: label (asterisk when required), preview
// (min height 150, aspect 2, 1 when rounded, or the given aspect), Select file / Change, edit
// (crop the existing image) and delete; the size check before upload, then the crop editor.
// Its value is the file id ('' for none).
import { AspectRatio, Box, Field, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import type { UploadRole } from '../../../../common/constants';
import { EditIcon } from '../../../ui/editIcons';
import { ImageIcon } from '../../../ui/widgetIcons';
import { CropEditor, UploadProgress } from '../crop/CropEditor';
import { useFileSrc } from '../../../entities/files';
import { PickFileButton } from './PickFileButton';
import { RemoveFileButton } from './RemoveFileButton';
import { useImageFlow } from './useImageFlow';
import { useT } from '../../../app/useT';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export interface ImageUploadWidgetProps {
  eventId: string;
  label: string;
  value: string;
  onChange: (fileId: string) => void;
  role?: UploadRole;
  required?: boolean;
  rounded?: boolean;
  /** The preview's aspect, and the crop box's when given. */
  aspect?: number;
  /** The served size shown in the preview. */
  sizeSuffix?: string;
  /** Shown when there is no value (e.g. the event's current icon). */
  placeholderSrc?: string;
  maxPreviewWidth?: string;
  hint?: string;
  accept?: string;
  /**
   * Told true while a chosen image is being cropped, uploaded or processed, and false once the
   * value is settled again: a form holding the value keeps its Save off meanwhile.
   */
  onBusyChange?: (busy: boolean) => void;
}

export function ImageUploadWidget(props: ImageUploadWidgetProps) {
  const { eventId, label, value, onChange, role = 'cms__image_attachment' } = props;
  const { rounded = false, aspect, sizeSuffix = '_size_w600', hint } = props;
  const t = useT('widgets');
  const hintId = useId();
  const flow = useImageFlow(eventId, role, value, onChange);
  const busy = flow.percent !== null || flow.editing !== null;
  const { onBusyChange } = props;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const served = useFileSrc(eventId, value, sizeSuffix, flow.record?.timestamp);
  const src = value ? served : props.placeholderSrc;

  return (
    <Field.Root required={props.required} invalid={flow.problem !== ''}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap={2} w="full" maxW={props.maxPreviewWidth}>
        <AspectRatio ratio={aspect ?? (rounded ? 1 : 2)} minH="150px" w="full">
          <Box
            borderRadius={rounded ? 'full' : 'md'}
            borderWidth="1px"
            bg="bg.muted"
            overflow="hidden"
            position="relative"
          >
            {src ? (
              <Image
                src={src}
                alt={t('upload.preview', { label })}
                objectFit="cover"
                w="full"
                h="full"
              />
            ) : (
              <ImageIcon boxSize={10} color="fg.subtle" aria-hidden />
            )}
            {flow.percent !== null && !flow.editing && (
              <Box position="absolute" inset={0} display="grid" placeItems="center" bg="bg/70">
                <UploadProgress percent={flow.percent} />
              </Box>
            )}
          </Box>
        </AspectRatio>
        <HStack gap={2} wrap="wrap">
          <PickFileButton
            accept={props.accept ?? IMAGE_ACCEPT}
            label={label}
            text={t(value ? 'upload.change' : 'upload.select')}
            disabled={busy}
            describedBy={hint ? hintId : undefined}
            onFile={(file) => void flow.choose(file)}
          />
          {value && (
            <>
              <IconButton
                aria-label={t('upload.edit', { label })}
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={flow.editExisting}
              >
                <EditIcon />
              </IconButton>
              <RemoveFileButton label={label} disabled={busy} onRemove={() => onChange('')} />
            </>
          )}
        </HStack>
      </Stack>
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <Field.ErrorText>
        <Text as="span" role="alert">
          {flow.problem}
        </Text>
      </Field.ErrorText>
      {flow.editing && (
        <CropEditor
          src={flow.editing.src}
          role={role}
          aspect={aspect}
          percent={flow.percent}
          onCancel={flow.cancel}
          onSave={flow.editing.save}
        />
      )}
    </Field.Root>
  );
}
