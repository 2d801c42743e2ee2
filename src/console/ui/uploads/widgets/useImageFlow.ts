// What the image widget does between 'a file was chosen' and 'the value is a processed file':
// the size check, the crop editor for a new file or the existing one, and the upload or
// re-crop that its Save sends.
import { useCallback, useEffect, useState } from 'react';
import type { UploadRole } from '../../../../common/constants';
import { formatCropXy, parseCropXy } from '../../../../common/uploadRoles';
import { useAppSelector } from '../../../app/hooks';
import { onOriginal, toCropBox } from '../crop/cropMath';
import type { Box, Size } from '../crop/cropMath';
import { selectFileById, useFileSrc } from '../../../entities/files';
import { imageTooSmall, readImageSize } from '../upload/imageSize';
import { useCropImage } from '../upload/useCropImage';
import { useFileUpload } from '../upload/useFileUpload';
import { useT } from '../../../app/useT';

export interface Editing {
  src: string;
  save: (box: Box, natural: Size) => Promise<void>;
}

export function useImageFlow(
  eventId: string,
  role: UploadRole,
  value: string,
  onChange: (fileId: string) => void,
) {
  const t = useT(['widgets', 'rules']);
  const { upload, percent } = useFileUpload(eventId);
  const cropImage = useCropImage(eventId);
  const record = useAppSelector((state) => (value ? selectFileById(state, value) : undefined));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problem, setProblem] = useState('');

  // A chosen file's preview lives as an object URL until the editor closes.
  useEffect(() => {
    const src = editing?.src;
    return () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
    };
  }, [editing?.src]);

  const choose = useCallback(
    async (file: File) => {
      setProblem('');
      const size = await readImageSize(file);
      if (!size) return setProblem(t('widgets:upload.notImage'));
      const tooSmall = imageTooSmall(size, role);
      if (tooSmall) return setProblem(t(`rules:rule.${tooSmall}`));
      setEditing({
        src: URL.createObjectURL(file),
        save: async (box) => {
          const fileId = await upload(file, { role, cropXy: formatCropXy(toCropBox(box)) });
          setEditing(null);
          onChange(fileId);
        },
      });
      return undefined;
    },
    [onChange, role, t, upload],
  );

  const original = useFileSrc(eventId, value, '', record?.timestamp);
  const editExisting = useCallback(() => {
    if (!value || !original) return;
    const current = parseCropXy(record?.listDerivedFiles[0]?.cropXy ?? '');
    setEditing({
      src: original,
      save: async (box, natural) => {
        const onSource = onOriginal(box, current, natural.width);
        await cropImage(value, formatCropXy(toCropBox(onSource)));
        setEditing(null);
      },
    });
  }, [cropImage, original, record, value]);

  return {
    percent,
    editing,
    problem,
    record,
    choose,
    editExisting,
    cancel: () => setEditing(null),
  };
}
