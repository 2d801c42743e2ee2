// The rich-text field's frame, shared by the editor and the stand-in it replaces (RichTextField):
// the border, the formatting toolbar of spec/console.md §2.25 and the content box, so the editor
// takes the stand-in's place without anything moving.
import { Box, HStack, IconButton } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import {
  BoldIcon,
  BulletListIcon,
  CleanIcon,
  IndentIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  OutdentIcon,
} from './richTextIcons';
import { useT } from '../../app/useT';

/** The toolbar's tools, in order. */
export const RICH_TEXT_TOOLS = [
  'bold',
  'italic',
  'link',
  'orderedList',
  'bulletList',
  'outdent',
  'indent',
  'clean',
] as const;
export type RichTextTool = (typeof RICH_TEXT_TOOLS)[number];

const ICONS: Record<RichTextTool, ComponentType<IconProps>> = {
  bold: BoldIcon,
  italic: ItalicIcon,
  link: LinkIcon,
  orderedList: OrderedListIcon,
  bulletList: BulletListIcon,
  outdent: OutdentIcon,
  indent: IndentIcon,
  clean: CleanIcon,
};

/** A tool's state now: pressed (a mark or list it toggles is on), usable. */
export interface ToolState {
  pressed?: boolean;
  disabled: boolean;
  run?: () => void;
}

export function RichTextFrame({
  invalid,
  tool,
  children,
}: {
  invalid?: boolean;
  tool: (key: RichTextTool) => ToolState;
  children: ReactNode;
}) {
  const t = useT('shell');
  return (
    <Box
      w="full"
      borderWidth="1px"
      rounded="l2"
      borderColor={invalid ? 'border.error' : 'border'}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: invalid ? 'border.error' : 'primary',
        outlineOffset: '-1px',
      }}
    >
      <HStack
        role="toolbar"
        aria-label={t('richText.toolbar')}
        gap={0.5}
        px={1}
        py={1}
        borderBottomWidth="1px"
        wrap="wrap"
      >
        {RICH_TEXT_TOOLS.map((key) => {
          const { pressed, disabled, run } = tool(key);
          const Icon = ICONS[key];
          return (
            <IconButton
              key={key}
              size="xs"
              variant={pressed ? 'subtle' : 'ghost'}
              aria-label={t(`richText.${key}`)}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={run}
            >
              <Icon boxSize={4} />
            </IconButton>
          );
        })}
      </HStack>
      <Box
        px={3}
        py={2}
        minH="96px"
        css={{
          '& .rich-text-content': {
            outline: 'none',
            minHeight: '80px',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'break-word',
          },
          '& ul, & ol': { paddingInlineStart: '1.5em' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'var(--chakra-colors-primary-fg)', textDecoration: 'underline' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
