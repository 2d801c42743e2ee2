// The colour picker of spec/console.md §2.25: a text field with a swatch that opens a popover
// (280 wide) with an RGBA picker. The picker writes '#RRGGBB' when opaque, else
// 'rgba(r, g, b, a)'; typed text is kept as typed and normalised on blur when it is valid.
import { Box, Field, Input, InputGroup, Popover, Portal } from '@chakra-ui/react';
import { RgbaColorPicker } from 'react-colorful';
import { formatColour, normaliseColour, parseColour } from './colourText';
import { useT } from '../../app/useT';

export interface ColourPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A translated message when the value breaks the colour rule. */
  error?: string;
  required?: boolean;
}

const CHECKERBOARD = 'repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 50% / 10px 10px';

export function ColourPicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
}: ColourPickerProps) {
  const t = useT('widgets');
  const rgba = parseColour(value);
  const swatch = (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Box
          as="button"
          aria-label={t('colour.open', { label })}
          w="6"
          h="6"
          borderRadius="sm"
          borderWidth="1px"
          borderColor="border.emphasized"
          background={CHECKERBOARD}
          position="relative"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' }}
        >
          <Box
            position="absolute"
            inset={0}
            borderRadius="sm"
            bg={rgba ? formatColour(rgba) : 'transparent'}
          />
        </Box>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named for screen readers (axe: aria-dialog-name); it has no visible title. */}
          <Popover.Content w="280px" p={3} aria-label={label}>
            <Popover.Body p={0} css={{ '& .react-colorful': { width: '100%' } }}>
              <RgbaColorPicker
                color={rgba ?? { r: 0, g: 0, b: 0, a: 1 }}
                onChange={(next) => onChange(formatColour(next))}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement={swatch} startElementProps={{ pointerEvents: 'auto' }}>
        <Input
          name={name}
          value={value}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={() => {
            const normal = normaliseColour(value);
            if (normal !== value) onChange(normal);
            onBlur?.();
          }}
        />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
