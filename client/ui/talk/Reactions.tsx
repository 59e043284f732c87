// Quick reactions on the table (issue 29): a player's shows for REACTION_SHOW_MS as a bubble over his place at the
// 3D table (an HTML bubble anchored to a point of the scene, in the panels' style); the spectators' show as a light
// counter in a corner, never over a seat. The same on a live table, the feed and the OBS overlays.
import { Html } from '@react-three/drei';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { Reaction } from '../../../shared/talk.js';
import { Face, isFace } from './ReactionFace.js';
import { placeIn, seatRing } from '../../kit/stations.js';
import { TABLE_DEPTH, TABLE_LENGTH } from '../../scene/dimensions.js';
import { useTavolo } from '../../store.js';
import { seatColour } from '../../kit/seatColour.js';
import { seatBubbles, spectatorTally, writerName } from './model.js';
import './talk.css';

/**
 * Where a seat's bubble floats: over the player's side of the table, a little in from its edge, the same ring for
 * every game (seat 0 at +z, 1 at −z, 2 and 3 at the ends, 4 and 5 beside 0 and 1: client/kit/stations.ts).
 */
const BUBBLE_RING = seatRing({ sideZ: TABLE_DEPTH / 2 - 1.4, endX: TABLE_LENGTH / 2 - 1.8, sideX: 4.5 });
/** The bubble's height above the table top, scene units (about a hand above the pieces). */
const BUBBLE_Y = 1;

/** The words of a reaction: its emoji for a face, its translated phrase otherwise. */
function ReactionWhat({ reaction }: { readonly reaction: Reaction }) {
  const { t } = useTranslation();
  return isFace(reaction) ? (
    <span className="reaction-bubble-what face" role="img" aria-label={t(`talk.reactions.${reaction}`)}>
      <Face of={reaction} />
    </span>
  ) : (
    <span className="reaction-bubble-what">{t(`talk.reactions.${reaction}`)}</span>
  );
}

/** The players' bubbles, inside the table's <Canvas>: the newest reaction of each seat over its place. */
export function SeatBubbles() {
  const { t } = useTranslation();
  const reactions = useTavolo((s) => s.talk.reactions);
  const bubbles = [...seatBubbles(reactions)];
  return (
    <>
      {bubbles.map(([seat, r]) => {
        const place = placeIn(BUBBLE_RING, seat);
        return (
          // z-index 0: the HUD's panels, later on the page, stay above a bubble (it never hides a control or a turn).
          <Html key={r.id} position={[place.x, BUBBLE_Y, place.z]} zIndexRange={[0, 0]} pointerEvents="none">
            <div className="reaction-bubble" data-testid={`reaction-bubble-${seat}`} data-reaction={r.line.text}>
              <span className="talk-swatch" style={{ background: seatColour(seat) }} aria-hidden="true" />
              <bdi className="reaction-bubble-name">{writerName(r.line, t('talk.guest'))}</bdi>
              <ReactionWhat reaction={r.line.text as Reaction} />
            </div>
          </Html>
        );
      })}
    </>
  );
}

/** The spectators' reactions on screen, counted: "👀 👍 3 · 😮 1" in a corner of the table screen. */
export function SpectatorReactions() {
  const { t } = useTranslation();
  const reactions = useTavolo((s) => s.talk.reactions);
  const tally = spectatorTally(reactions);
  if (tally.length === 0) return null;
  const list = tally.map(({ reaction, count }) => `${t(`talk.reactions.${reaction}`)} ${count}`).join(', ');
  return (
    <div
      className="spectator-reactions"
      data-testid="spectator-reactions"
      role="img"
      aria-label={t('talk.spectatorsReacted', { list })}
    >
      <Face of="eyes" />
      {tally.map(({ reaction, count }) => (
        <span key={reaction} aria-hidden="true">
          {isFace(reaction) ? <Face of={reaction} /> : t(`talk.reactions.${reaction}`)}{' '}
          <span className="count">{count}</span>
        </span>
      ))}
    </div>
  );
}
