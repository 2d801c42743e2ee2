// The attendee app's page that the preview shows for the console screen being edited
// (spec/console.md §2.23): the screen's path below /edit/{eventKey} → the app's path.

const RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^posts(\/.*)?$/, () => 'notifications'],
  [/^speakers(\/new)?$/, () => 'speakers'],
  [/^speakers\/([^/]+)$/, (m) => `speakers/${m[1]}`],
  [/^meetings(\/new)?$/, () => 'schedule'],
  [/^meetings\/([^/]+)$/, (m) => `meeting/${m[1]}`],
  [/^(place|locations)(\/.*)?$/, () => 'locations'],
  [/^info(\/.*)?$/, () => 'info'],
  // The feedback screens' routes (areas/forms): feedback/forms[/{formId}[/fields/…]].
  [/^feedback\/forms$/, () => 'feedbacks'],
  [/^feedback\/forms\/([^/]+)(\/.*)?$/, (m) => `feedbacks/${m[1]}`],
  [/^settings\/organizers$/, () => 'sponsors'],
];

export function previewPath(screenPath: string): string {
  for (const [pattern, to] of RULES) {
    const match = pattern.exec(screenPath);
    if (match) return to(match);
  }
  // Design, settings, registration screens and the dashboard: the app's home.
  return '';
}
