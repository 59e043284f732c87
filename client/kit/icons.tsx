// Small inline SVG icons (no icon font, nothing fetched); decorative: always paired with text or a label.
import type { ReactElement } from 'react';

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A person (human seat). */
export const PersonIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);
/** A robot head (bot seat). */
export const BotIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 13h.01M15 13h.01M9 17h6" />
    <circle cx="12" cy="3.5" r="1" />
  </svg>
);
/** An eye (watch / spectators). */
export const EyeIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
/** Two links (copy link). */
export const LinkIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
/** An open book (rules). */
export const BookIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M2 5c3-1.5 7-1.5 10 1 3-2.5 7-2.5 10-1v14c-3-1.5-7-1.5-10 1-3-2.5-7-2.5-10-1z" />
    <path d="M12 6v14" />
  </svg>
);
/** A die face (game). */
export const DieIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <circle cx="8" cy="8" r="1.3" fill="currentColor" />
    <circle cx="16" cy="16" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
  </svg>
);
/** A cross (close). */
export const CloseIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
/** An arrow pointing left (back to the lobby). */
export const BackIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
/** A speaker with sound. */
export const SoundOnIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M4 9h4l5-4v14l-5-4H4z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </svg>
);
/** A speaker, struck through (muted). */
export const SoundOffIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M4 9h4l5-4v14l-5-4H4z" />
    <path d="M17 9l5 6M22 9l-5 6" />
  </svg>
);
/** A still camera (photo). */
export const PhotoIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
/** Play. */
export const PlayIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M7 4l13 8-13 8z" fill="currentColor" />
  </svg>
);
/** Pause. */
export const PauseIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M7 4v16M17 4v16" />
  </svg>
);
/** Step forward. */
export const NextIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M6 5l9 7-9 7z" />
    <path d="M18 5v14" />
  </svg>
);
/** Step back. */
export const PrevIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M18 5l-9 7 9 7z" />
    <path d="M6 5v14" />
  </svg>
);
/** A plus (new table). */
export const PlusIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
/** A globe (language). */
export const GlobeIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
/** A film camera (cinematic). */
export const CameraIcon = (): ReactElement => (
  <svg {...base} aria-hidden="true">
    <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
  </svg>
);
