/** Small inline SVG icons (no emoji fonts needed), used by the frame's seat figures. */

/** Names of the available icons. */
export type IconName = 'train' | 'cards' | 'ticket' | 'clock' | 'star';

const PATHS: Record<IconName, string> = {
  train: 'M4 4h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3v3h5V7zm7 0v3h5V7zM5 16h2l-1 2H4zm8 0h2l1 2h-2z',
  cards: 'M6 2h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM3 5h1v12a1 1 0 0 0 1 1h9v1H4a1 1 0 0 1-1-1z',
  ticket: 'M2 5h16v3a2 2 0 0 0 0 4v3H2v-3a2 2 0 0 0 0-4zm5 2v6h1V7zm0 0',
  clock: 'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6h5v-2h-3V5z',
  star: 'M10 1l2.7 5.6 6.1.9-4.4 4.3 1 6.1L10 15l-5.4 2.9 1-6.1L1.2 7.5l6.1-.9z',
};

/** True if `name` is an icon. */
export function isIcon(name: string | undefined): name is IconName {
  return name !== undefined && name in PATHS;
}

/** An icon, sized to the text (decorative). */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
