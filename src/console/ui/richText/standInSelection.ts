// What the rich-text stand-in hands over to the editor that replaces it (RichTextField): what
// was typed into it reached the form as it was typed (standInHtml); its focus and selection, as
// text offsets, are taken over by the editor, which maps them onto its own document.
import { sanitizeRichHtml } from './sanitizeRichHtml';

export interface Handover {
  /** The selection, when the stand-in had focus: text offsets from its start. */
  selection: { from: number; to: number } | null;
}

/** The elements the editor keeps as blocks; inline content between them is a paragraph. */
const BLOCKS = new Set(['P', 'UL', 'OL', 'LI', 'DIV', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3', 'H4']);

/**
 * The stand-in's content as the editor would emit it: '' when it holds no text; inline content
 * the browser left at the top (typing into an emptied field) in paragraphs, as the editor has it.
 */
export function standInHtml(element: HTMLElement): string {
  if ((element.textContent ?? '').trim() === '') return '';
  const copy = element.cloneNode(true) as HTMLElement;
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...copy.childNodes]) {
    if (node.nodeType === Node.ELEMENT_NODE && BLOCKS.has(node.nodeName)) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = document.createElement('p');
      copy.insertBefore(paragraph, node);
    }
    paragraph.appendChild(node);
  }
  return sanitizeRichHtml(copy.innerHTML);
}

/** The offset of a DOM point in the element's text. */
function textOffset(element: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.setEnd(node, offset);
  return range.toString().length;
}

export function handoverOf(element: HTMLElement): Handover {
  const selection = document.getSelection();
  const focused = document.activeElement === element;
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const inside =
    range && element.contains(range.startContainer) && element.contains(range.endContainer);
  return {
    selection: !focused
      ? null
      : inside
        ? {
            from: textOffset(element, range.startContainer, range.startOffset),
            to: textOffset(element, range.endContainer, range.endOffset),
          }
        : { from: 0, to: 0 },
  };
}
