// The three branding images with their aspects and roles (spec/console.md §2.19).
import { Card, SimpleGrid } from '@chakra-ui/react';
import type { UploadRole } from '../../../common/constants';
import { ImageUploadWidget } from '../../ui/uploads';
import type { DesignFormik } from './designFormik';
import { useT } from '../../app/useT';

export const BRANDING_IMAGES: {
  field: 'backgroundImageId' | 'mainImageId' | 'backgroundDesktopImageId';
  role: UploadRole;
  aspect: number;
}[] = [
  // The menu screen's background has no role of its own, and the spec recommends 375x256 for
  // it: an image without the header's 800 px minimum (issue 30, item 11).
  { field: 'backgroundImageId', role: 'cms__image_attachment', aspect: 1.5 },
  { field: 'mainImageId', role: 'event__header', aspect: 1.5 },
  { field: 'backgroundDesktopImageId', role: 'event__background_desktop', aspect: 16 / 9 },
];

export function BrandingCard({ formik, eventId }: { formik: DesignFormik; eventId: string }) {
  const t = useT('design');
  return (
    <Card.Root as="section" aria-labelledby="design-branding">
      <Card.Header>
        <Card.Title as="h2" id="design-branding">
          {t('branding.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          {BRANDING_IMAGES.map(({ field, role, aspect }) => (
            <ImageUploadWidget
              key={field}
              eventId={eventId}
              label={t(`branding.${field}`)}
              hint={t(`branding.${field}Hint`)}
              role={role}
              aspect={aspect}
              value={formik.values[field]}
              onChange={(id) => void formik.setFieldValue(field, id)}
            />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
