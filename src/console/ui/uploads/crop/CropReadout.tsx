import { HStack, Text } from '@chakra-ui/react';
import type { Box } from './cropMath';
import { useT } from '../../../app/useT';

/** The crop box in natural pixels: x, y, width, height. */
export function CropReadout({ box }: { box: Box }) {
  const t = useT('widgets');
  const fields = ['x', 'y', 'width', 'height'] as const;
  return (
    <HStack as="dl" gap={3} fontSize="sm" fontVariantNumeric="tabular-nums">
      {fields.map((field) => (
        <HStack key={field} gap={1}>
          <Text as="dt" color="fg.muted">
            {t(`crop.${field}`)}
          </Text>
          <Text as="dd" data-testid={`crop-${field}`}>
            {box[field]}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
