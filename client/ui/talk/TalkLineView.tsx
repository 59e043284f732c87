// One line of table talk as every screen shows it (the chat panel, the replay's log): who wrote it — seat colour,
// name, seat number or "spectator", "you" — and what: a message as plain text in its own direction island, or a
// reaction in words. Text only: the writer's words and name are React text nodes inside <bdi>, never markup.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { TalkLine } from '../../../shared/talk.js';
import { Face, isFace } from './ReactionFace.js';
import { seatColour } from '../../kit/seatColour.js';
import { writerName } from './model.js';

/** Props: the line, whether this page wrote it, and an optional control after it (the mute button). */
export interface TalkLineViewProps {
  readonly line: TalkLine;
  readonly mine: boolean;
  readonly after?: ReactNode;
}

/** A line's body: the writer, then the message or the reaction. */
export function TalkLineView({ line, mine, after }: TalkLineViewProps) {
  const { t } = useTranslation();
  const name = writerName(line, t('talk.guest'));
  const reaction = line.kind === 'reaction';
  return (
    <>
      <span className="talk-who">
        <span className="talk-swatch" style={{ background: seatColour(line.seat) }} aria-hidden="true" />
        <bdi className="talk-name">{name}</bdi>
        <span className="talk-seat">
          {line.seat === null ? t('talk.spectator') : t('talk.seat', { n: line.seat + 1 })}
        </span>
        {mine ? <span className="badge badge-you">{t('talk.you')}</span> : null}
        {after}
      </span>
      {reaction ? (
        <span className="talk-text talk-reaction">
          <span className="visually-hidden">{t('talk.reacts')}: </span>
          {isFace(line.text) ? (
            <>
              <Face of={line.text} />{' '}
            </>
          ) : null}
          {t(`talk.reactions.${line.text}`, { defaultValue: '' })}
        </span>
      ) : (
        <bdi className="talk-text">{line.text}</bdi>
      )}
    </>
  );
}
