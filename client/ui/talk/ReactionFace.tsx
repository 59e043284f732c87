// The drawn faces of the quick reactions (and the spectators' eyes): shipped SVGs (faces/LICENSE.md), so a reaction
// reads the same on every screen, with or without an emoji font, and nothing is fetched from elsewhere.
import { FACE_REACTIONS, type FaceReaction, type Reaction } from '../../../shared/talk.js';
import eyes from './faces/1f440.svg';
import thumbsUp from './faces/1f44d.svg';
import phew from './faces/1f605.svg';
import wow from './faces/1f62e.svg';
import thinking from './faces/1f914.svg';

/** Each face's picture; 'eyes' marks the spectators' counter. */
const FACES: Readonly<Record<FaceReaction | 'eyes', string>> = {
  'thumbs-up': thumbsUp,
  wow,
  phew,
  thinking,
  eyes,
};

/** Whether a reaction (or any line text) is shown as a face, else as its translated phrase. */
export function isFace(reaction: Reaction | string): reaction is FaceReaction {
  return (FACE_REACTIONS as readonly string[]).includes(reaction);
}

/** A face's picture at the size of the text around it, hidden from screen readers (the control or line names it). */
export function Face({ of }: { readonly of: FaceReaction | 'eyes' }) {
  return <span className="reaction-face" style={{ backgroundImage: `url("${FACES[of]}")` }} aria-hidden="true" />;
}
