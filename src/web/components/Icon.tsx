/** Small inline SVG icons (no emoji fonts needed), used by the frame's seat figures. */

/** Names of the available icons. */
export type IconName = 'train' | 'cards' | 'deck' | 'ticket' | 'clock' | 'star' | 'pin';

const PATHS: Record<IconName, string> = {
  train: 'M4 4h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3v3h5V7zm7 0v3h5V7zM5 16h2l-1 2H4zm8 0h2l1 2h-2z',
  cards: 'M6 2h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM3 5h1v12a1 1 0 0 0 1 1h9v1H4a1 1 0 0 1-1-1z',
  // A face-down card (a diamond on its back) on top of a stack.
  deck: 'M5 1h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm5 3.5L7.5 7.5 10 10.5l2.5-3zM4 15.5h12V17H4zm0 2.5h12v1.5H4z',
  ticket: 'M2 5h16v3a2 2 0 0 0 0 4v3H2v-3a2 2 0 0 0 0-4zm5 2v6h1V7zm0 0',
  clock: 'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6h5v-2h-3V5z',
  star: 'M10 1l2.7 5.6 6.1.9-4.4 4.3 1 6.1L10 15l-5.4 2.9 1-6.1L1.2 7.5l6.1-.9z',
  // A map pin (a place, e.g. a city).
  pin: 'M10 1a6 6 0 0 1 6 6c0 4.5-6 12-6 12S4 11.5 4 7a6 6 0 0 1 6-6zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
};

/** An icon, sized to the text (decorative). */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
