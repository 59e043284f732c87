// The quick reactions: four faces and three phrases, each a button named for screen readers in the viewer's
// language; a press sends the reaction to the page's own channel (a bubble over the seat, a spectators' counter).
import { useTranslation } from '../../i18n/useTranslation.js';
import { REACTIONS } from '../../../shared/talk.js';
import { sendReaction } from '../../net/index.js';
import { Face, isFace } from './ReactionFace.js';

/** The palette under the writing field; `channelName` names where the reaction goes. */
export function ReactionPalette({ channelName }: { readonly channelName: string }) {
  const { t } = useTranslation();
  return (
    <div className="talk-reactions" role="group" aria-label={t('talk.reactionsLabel')} data-testid="talk-reactions">
      {REACTIONS.map((reaction) => {
        const label = t(`talk.reactions.${reaction}`);
        const face = isFace(reaction);
        return (
          <button
            key={reaction}
            type="button"
            className={`talk-react${face ? ' face' : ''}`}
            aria-label={label}
            title={t('talk.reactTitle', { reaction: label, channel: channelName })}
            data-reaction={reaction}
            onClick={() => sendReaction(reaction)}
          >
            {isFace(reaction) ? <Face of={reaction} /> : label}
          </button>
        );
      })}
    </div>
  );
}
