// Laser's HTML controls in the overlay (the scene does the 3D clicking): the prompt of the moment; in the
// design phase the palette, the verdict and Submit; in the investigation the answers, the fire field, the
// notebook tools and Declare; at the end the result and Rematch. Spectators and waiting seats read only.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LaserAction, LaserView, Notebook } from '../../../../shared/games/laser/game-types.js';
import { CELLS, cellsOf } from '../../../../shared/games/laser/index.js';
import type { LaserLayout, LaserPiece } from '../../../../shared/games/laser/types.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { useSender } from '../../../kit/sender.js';
import { canFire, editingBoard } from '../intents.js';
import { NS } from '../strings.js';
import { useLaser } from '../store.js';
import { AnswersPanel } from './AnswersPanel.js';
import { DeclareButton } from './DeclareButton.js';
import { DesignPanel } from './DesignPanel.js';
import { FirePanel } from './FirePanel.js';
import {
  isOut,
  layoutRefusal,
  nextOrientation,
  normaliseHidden,
  notebookLayout,
  ownCircuitOf,
  refusalKey,
  secretAllowed,
  secretsLeft,
  withHidden,
  withOrientation,
} from './model.js';
import { joinNames } from '../../../kit/describe.js';
import { Palette, shownOrientation } from './Palette.js';
import { ResultPanel } from './ResultPanel.js';
import { useLaserKeys, type LaserKey } from './useKeys.js';
import './laser.css';

type Props = GameSceneProps<LaserView, LaserAction>;

const EMPTY_NOTEBOOK: Notebook = { pieces: [], empty: [] };

/** A notebook with new pieces: empty marks under a piece are dropped (the engine refuses them). */
export function notebookWith(notebook: Notebook, pieces: readonly LaserPiece[]): Notebook {
  const under = new Set(pieces.flatMap((p) => cellsOf(p).map(([x, y]) => y * 8 + x)));
  return {
    pieces: pieces.map((p) => ({ ...p })),
    empty: notebook.empty.filter((c) => c >= 0 && c < CELLS && !under.has(c)),
  };
}

/** The GameClient's Controls for Laser. */
export function LaserControls({ view, seat, seatNames, legal, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const { busy, send } = useSender(view, onIntent);
  const fireRef = useRef<HTMLInputElement>(null);
  const name = (s: number) => (s === seat ? t('you') : (seatNames[s] ?? `#${s + 1}`));

  const own = ownCircuitOf(view, seat);
  const board = editingBoard(view, seat, legal);
  const designing = board?.board === 'circuit';
  const investigator = board?.board === 'notebook';
  const onTurn = investigator && canFire(legal);
  const notebook = (seat !== null ? view.notebooks[seat] : undefined) ?? EMPTY_NOTEBOOK;
  const draft: LaserLayout = (own !== null ? view.circuits[own]?.draft : null) ?? { pieces: [] };
  const editing = designing || investigator;
  const pieces = designing ? draft.pieces : notebook.pieces;

  const sendPieces = (next: readonly LaserPiece[]) => {
    if (designing) onIntent({ type: 'draft', layout: { pieces: next.map((p) => ({ ...p })) } });
    else if (investigator) onIntent({ type: 'note', notebook: notebookWith(notebook, next) });
  };

  const runKey = (command: LaserKey) => {
    const s = useLaser.getState();
    if (command === 'focus-fire') {
      fireRef.current?.focus();
      return;
    }
    if (command === 'drop') return s.setTool(null);
    if (command === 'tool-turn') return s.setTool({ mode: 'turn' });
    if (command === 'tool-remove') return s.setTool({ mode: 'remove' });
    if (command === 'tool-empty') return s.setTool({ mode: 'empty' });
    const kind = s.tool?.mode === 'place' ? s.tool.kind : null;
    if (!kind) return;
    const step = command === 'turn-prev' ? -1 : 1;
    if (kind === 'mystery') {
      const placed = pieces.find((p) => p.kind === 'mystery')?.hidden ?? s.mysteryHidden;
      const o = nextOrientation(placed.kind, placed.orientation, step);
      if (o === undefined) return;
      const h = normaliseHidden(placed.kind, o);
      s.setMysteryHidden(h);
      if (pieces.some((p) => p.kind === 'mystery')) sendPieces(withHidden({ pieces }, h).pieces);
      return;
    }
    const o = nextOrientation(kind, shownOrientation(kind, pieces, s.orientation), step);
    if (o === undefined) return;
    s.setOrientation(kind, o);
    if (pieces.some((p) => p.kind === kind)) sendPieces(withOrientation({ pieces }, kind, o).pieces);
  };
  useLaserKeys(editing || onTurn ? { editing, notebook: investigator, firing: onTurn } : null, runKey);

  // A new phase or game: the tool in hand belongs to the board it was picked for.
  const phaseKey = `${view.game}:${view.phase}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new phase or game drops the tool in hand
  useEffect(() => {
    useLaser.getState().setTool(null);
    useLaser.getState().setShowCounter(false);
  }, [phaseKey]);

  if (view.phase === 'over' && view.result) {
    return (
      <div className="lz-controls">
        <ResultPanel
          view={view}
          result={view.result}
          seat={seat}
          seatNames={seatNames}
          busy={busy}
          onRematch={() => send({ type: 'rematch' })}
        />
      </div>
    );
  }

  if (view.phase === 'design') {
    const waiting = joinNames(view.toAct.filter((s) => s !== seat).map(name), t('and'));
    return (
      <div className="lz-controls">
        <p className={`lz-prompt${designing ? ' mine' : ''}`} role="status" aria-live="polite">
          {designing
            ? t('status.design')
            : own !== null
              ? t('status.designDone', { names: waiting })
              : t('status.designWait', { names: waiting })}
        </p>
        {designing && own !== null ? (
          <DesignPanel
            view={view}
            circuit={own}
            busy={busy}
            onDraft={(layout) => onIntent({ type: 'draft', layout })}
            onSubmit={(layout) => send({ type: 'design', layout })}
          />
        ) : null}
      </div>
    );
  }

  const turnName = view.turn !== null ? name(view.turn) : '';
  let prompt: string;
  if (onTurn) prompt = t('status.yourTurn');
  else if (isOut(view, seat)) prompt = t('status.eliminated');
  else if (own !== null && view.mode === 'group') prompt = t('status.designerWatch', { name: turnName });
  else if (seat === null) prompt = t('status.spectator', { name: turnName });
  else prompt = t('status.theirTurn', { name: turnName });
  const refusal = layoutRefusal(view.kinds, notebook.pieces);
  const complete = refusal === null;

  return (
    <div className="lz-controls">
      <p className={`lz-prompt${onTurn ? ' mine' : ''}`} role="status" aria-live="polite">
        {prompt}
      </p>
      <div className={`lz-body${investigator ? ' two' : ''}`}>
        <AnswersPanel view={view} seat={seat} seatNames={seatNames} />
        {investigator ? (
          <div className="lz-work">
            {onTurn ? (
              <div className="lz-act-row">
                <FirePanel
                  inputRef={fireRef}
                  busy={busy}
                  secretLeft={secretsLeft(view, seat)}
                  onFire={(pointer, secret) => {
                    send(
                      secret && secretAllowed(legal)
                        ? { type: 'fire', pointer, secret: true }
                        : { type: 'fire', pointer },
                    );
                    if (secret) useLaser.getState().setSecret(false);
                  }}
                />
              </div>
            ) : null}
            <section className="lz-notebook" aria-label={t('notebook.title')}>
              <Palette
                kinds={view.kinds}
                pieces={notebook.pieces}
                mode="notebook"
                compact
                clearable={notebook.pieces.length > 0 || notebook.empty.length > 0}
                onPieces={(next) =>
                  next === null ? onIntent({ type: 'note', notebook: EMPTY_NOTEBOOK }) : sendPieces(next)
                }
                extra={
                  <div className="lz-notebook-head">
                    <h3 className="lz-title lz-notebook-title">{t('notebook.title')}</h3>
                    <BeamsSwitch />
                    <DeclareButton
                      mode={view.mode}
                      layout={complete && onTurn ? notebookLayout(notebook.pieces) : null}
                      hint={onTurn && refusal !== null ? t(refusalKey(refusal, 'notebook.declareHint')) : null}
                      busy={busy}
                      onDeclare={(layout) => send({ type: 'declare', layout })}
                    />
                  </div>
                }
              />
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function BeamsSwitch() {
  const { t } = useTranslation(NS);
  const beams = useLaser((s) => s.notebookBeams);
  const setBeams = useLaser((s) => s.setNotebookBeams);
  return (
    <label className="lz-switch lz-beams" title={t('titles.beams')}>
      <input type="checkbox" checked={beams} data-testid="lz-beams" onChange={(e) => setBeams(e.target.checked)} />
      <span>{t('notebook.beams')}</span>
    </label>
  );
}
