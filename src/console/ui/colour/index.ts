export { ColourPicker } from './ColourPicker';
export type { ColourPickerProps } from './ColourPicker';
export { formatColour, normaliseColour, parseColour } from './colourText';
export type { Rgba } from './colourText';
