/** The area prefix of failures (spec/content.md §8). */
export const ERROR_PREFIX = 'participants - ';
