// The component palette shared by the design phase and the notebook: the set's kinds (icon, name, placed or
// still to place), the orientation of the kind in hand (R turns it; turning also turns its placed piece), what
// the Mystery hides, and the tools turn / remove / empty cell / clear. Clicks on the boards are the scene's.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import { BEGINNER_KINDS, ORIENTATIONS, type LaserKind, type LaserPiece } from '../../../../shared/games/laser/index.js';
import { NS } from '../strings.js';
import { useLaser, type LaserTool } from '../store.js';
import { EmptyIcon, KindIcon, RemoveIcon, TurnIcon } from './icons.js';
import { ORIENT_KEY, missingKinds, normaliseHidden, withHidden, withOrientation } from './model.js';

/** Props of `Palette`. */
export interface PaletteProps {
  readonly kinds: readonly LaserKind[];
  readonly pieces: readonly LaserPiece[];
  /** 'design': the designer's own circuit; 'notebook': an investigator's guesses (adds the empty-cell mark). */
  readonly mode: 'design' | 'notebook';
  /** Sends the pieces after a change made here (an orientation or a Mystery's hidden kind); null clears everything. */
  readonly onPieces: (pieces: readonly LaserPiece[] | null) => void;
  readonly disabled?: boolean;
  /** Whether "clear all" has something to clear (default: some piece is placed). */
  readonly clearable?: boolean;
  /** Small chips (icon over a short name) and no hint line: the notebook shares the panel with the answers. */
  readonly compact?: boolean;
  /** Shown above the chips (the notebook's title and its "draw beams" switch). */
  readonly extra?: ReactNode;
}

const sameTool = (a: LaserTool | null, b: LaserTool) =>
  a !== null && a.mode === b.mode && (a.mode !== 'place' || (b.mode === 'place' && a.kind === b.kind));

/** The orientation shown for a kind: its placed piece's, else the one the next piece gets, else the first. */
export function shownOrientation(
  kind: LaserKind,
  pieces: readonly LaserPiece[],
  chosen: Partial<Record<LaserKind, string>>,
): string | undefined {
  const list = ORIENTATIONS[kind];
  if (list.length === 0) return undefined;
  const placed = pieces.find((p) => p.kind === kind)?.orientation;
  return placed ?? chosen[kind] ?? list[0];
}

/** The palette and tools for editing one board. */
export function Palette({
  kinds,
  pieces,
  mode,
  onPieces,
  disabled = false,
  clearable = pieces.length > 0,
  compact = false,
  extra = null,
}: PaletteProps) {
  const { t } = useTranslation(NS);
  const tool = useLaser((s) => s.tool);
  const chosen = useLaser((s) => s.orientation);
  const hidden = useLaser((s) => s.mysteryHidden);
  const portalFirst = useLaser((s) => s.portalFirst);
  const { setTool, setOrientation, setMysteryHidden } = useLaser.getState();

  const inHand = tool?.mode === 'place' ? tool.kind : null;
  const missing = missingKinds(kinds, pieces);
  const placedCount = kinds.length - missing.length;
  const placedMystery = pieces.find((p) => p.kind === 'mystery');
  const shownHidden = placedMystery?.hidden ?? hidden;

  function pickOrientation(kind: LaserKind, o: string) {
    setOrientation(kind, o);
    if (pieces.some((p) => p.kind === kind && p.orientation !== o))
      onPieces(withOrientation({ pieces }, kind, o).pieces);
  }

  function pickHidden(kind: (typeof BEGINNER_KINDS)[number], o?: string) {
    const h = normaliseHidden(kind, o ?? (kind === shownHidden.kind ? shownHidden.orientation : undefined));
    setMysteryHidden(h);
    if (placedMystery) onPieces(withHidden({ pieces }, h).pieces);
  }

  const toolButton = (t2: LaserTool, label: string, icon: ReactNode, key: string, testid: string, title: string) => (
    <button
      type="button"
      className={`btn btn-small lz-tool${sameTool(tool, t2) ? ' on' : ''}`}
      aria-pressed={sameTool(tool, t2)}
      aria-keyshortcuts={key}
      title={title}
      data-testid={testid}
      disabled={disabled}
      onClick={() => setTool(sameTool(tool, t2) ? null : t2)}
    >
      {icon} {label}
    </button>
  );

  return (
    <div
      className={`lz-palette ${mode}${compact ? ' compact' : ''}`}
      role="group"
      aria-label={t('palette.title')}
      data-testid={`lz-palette-${mode}`}
    >
      {extra}
      <div className="lz-flow">
        <div
          className="lz-kinds"
          role="group"
          aria-label={`${t('palette.title')}: ${t('palette.progress', { placed: placedCount, total: kinds.length })}`}
        >
          {kinds.map((k) => {
            const placed = !missing.includes(k);
            const on = inHand === k;
            return (
              <button
                key={k}
                type="button"
                className={`lz-kind${on ? ' on' : ''}${placed ? ' placed' : ''}`}
                aria-pressed={on}
                aria-label={`${t(`kind.${k}`)}: ${placed ? t('palette.placed') : `1 ${t('palette.left')}`}`}
                title={`${t(`kind.${k}`)}: ${placed ? t('palette.placed') : `1 ${t('palette.left')}`}`}
                data-testid={`lz-kind-${k}`}
                disabled={disabled}
                onClick={() => setTool(on ? null : { mode: 'place', kind: k })}
              >
                <span className="lz-kind-icon">
                  <KindIcon kind={k} orientation={shownOrientation(k, pieces, chosen)} size={compact ? 22 : 24} />
                  <span className={`lz-badge${placed ? ' done' : ''}`} aria-hidden="true">
                    {placed ? '✓' : '1'}
                  </span>
                </span>
                <span className="lz-kind-name">{t(`kind.${k}`)}</span>
              </button>
            );
          })}
        </div>

        <div className="lz-row lz-tools" role="group" aria-label={t('palette.tools')}>
          {compact ? null : (
            <span className="lz-hint lz-progress">
              {t('palette.progress', { placed: placedCount, total: kinds.length })}
            </span>
          )}
          {inHand && ORIENTATIONS[inHand].length > 0 ? (
            <div className="lz-orients" role="group" aria-label={t('palette.orientation')}>
              {ORIENTATIONS[inHand].map((o) => {
                const on = shownOrientation(inHand, pieces, chosen) === o;
                return (
                  <button
                    key={o}
                    type="button"
                    className={`lz-orient${on ? ' on' : ''}`}
                    aria-pressed={on}
                    aria-label={t(`orient.${ORIENT_KEY[o] ?? o}`)}
                    title={t(`orient.${ORIENT_KEY[o] ?? o}`)}
                    data-testid={`lz-orient-${ORIENT_KEY[o] ?? o}`}
                    disabled={disabled}
                    onClick={() => pickOrientation(inHand, o)}
                  >
                    <KindIcon kind={inHand} orientation={o} size={24} />
                  </button>
                );
              })}
              <span className="lz-key" title={t('palette.orientation')}>
                R
              </span>
            </div>
          ) : null}
          {toolButton({ mode: 'turn' }, t('palette.turn'), <TurnIcon />, 'T', `lz-tool-turn-${mode}`, t('titles.turn'))}
          {toolButton(
            { mode: 'remove' },
            t('palette.remove'),
            <RemoveIcon />,
            'Delete',
            `lz-tool-remove-${mode}`,
            t('titles.remove'),
          )}
          {mode === 'notebook'
            ? toolButton(
                { mode: 'empty' },
                t('palette.empty'),
                <EmptyIcon size={16} />,
                'E',
                'lz-tool-empty',
                t('titles.empty'),
              )
            : null}
          <button
            type="button"
            className="btn btn-small btn-ghost"
            data-testid={`lz-clear-${mode}`}
            title={t('titles.clear')}
            disabled={disabled || !clearable}
            onClick={() => onPieces(null)}
          >
            {t('palette.clear')}
          </button>
        </div>
      </div>

      {inHand === 'mystery' ? (
        <div className="lz-row" role="group" aria-label={t('palette.hides')}>
          <span className="lz-row-label">{t('palette.hides')}</span>
          {BEGINNER_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              className={`lz-orient${shownHidden.kind === k ? ' on' : ''}`}
              aria-pressed={shownHidden.kind === k}
              aria-label={t(`kind.${k}`)}
              title={t(`kind.${k}`)}
              data-testid={`lz-hidden-${k}`}
              disabled={disabled}
              onClick={() => pickHidden(k)}
            >
              <KindIcon kind={k} orientation={shownHidden.kind === k ? shownHidden.orientation : undefined} size={24} />
            </button>
          ))}
          {ORIENTATIONS[shownHidden.kind].length > 0 ? (
            <>
              <span className="lz-sep" aria-hidden="true" />
              {ORIENTATIONS[shownHidden.kind].map((o) => (
                <button
                  key={o}
                  type="button"
                  className={`lz-orient${shownHidden.orientation === o ? ' on' : ''}`}
                  aria-pressed={shownHidden.orientation === o}
                  aria-label={t(`orient.${ORIENT_KEY[o] ?? o}`)}
                  title={t(`orient.${ORIENT_KEY[o] ?? o}`)}
                  disabled={disabled}
                  onClick={() => pickHidden(shownHidden.kind, o)}
                >
                  <KindIcon kind={shownHidden.kind} orientation={o} size={24} />
                </button>
              ))}
            </>
          ) : null}
        </div>
      ) : null}

      {compact && !(portalFirst && inHand === 'portals') ? null : (
        <p className="lz-hint lz-palette-hint" aria-live="polite">
          {portalFirst && inHand === 'portals' ? (
            t('palette.portalSecond')
          ) : (
            <>
              {t(mode === 'design' ? 'palette.hint' : 'palette.noteHint')}{' '}
              <span className="kbd-hint">{t('palette.keysHint')}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
