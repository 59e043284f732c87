// Laser on the table: every board of the mode at its station (stations.ts), each showing what this viewer may
// see (model.ts): circuits with their 3D pieces or under a lid, notebooks open or closed, the shot being
// played as light, the hit coins beside hidden circuits, the end's comparison, and the clicks that edit or fire.
import { Tip } from '../../scene/PieceTips.js';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { LaserAction, LaserView } from '../../../shared/games/laser/game-types.js';
import { layoutKey, ORIENTATIONS } from '../../../shared/games/laser/index.js';
import type { LaserLayout, LaserPiece } from '../../../shared/games/laser/types.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { Beams, type Cue } from './Beams.js';
import { BoardBody, Cover, Emitters, Lid } from './Board.js';
import { Contents, RefusedFlash } from './Contents.js';
import { useCues } from './cues.js';
import { cellIndex, pieceAt } from './edit.js';
import { Input } from './Input.js';
import { clickCell, clickPointer } from './intents.js';
import { boardShows, circuitLayout, type BoardShow } from './model.js';
import { stationOf } from './stations.js';
import { useLaser, type LaserLocal } from './store.js';
import { ownCircuitOf } from './ui/model.js';
import { Tokens } from './Tokens.js';
import { LaserWarmup } from './Warmup.js';
import { SeatCameraFrame } from '../../scene/CameraFrame.js';
import { framedPoints } from './director.js';
import { seatCamera, topCamera } from './stations.js';

/** The piece in hand as it would land on the hovered cell (the preview ghost), or null. */
function previewPiece(
  show: BoardShow,
  hoverCell: number | null,
  local: Pick<LaserLocal, 'tool' | 'orientation' | 'mysteryHidden' | 'portalFirst'>,
): LaserPiece | null {
  const { tool, orientation, mysteryHidden, portalFirst } = local;
  if (!show.editable || tool?.mode !== 'place') return null;
  const kind = tool.kind;
  // The first portal cell waits for the second: it stays marked while the mouse is elsewhere.
  if (hoverCell === null)
    return kind === 'portals' && portalFirst ? { kind, x: portalFirst.x, y: portalFirst.y } : null;
  const x = hoverCell % 8,
    y = Math.floor(hoverCell / 8);
  if (pieceAt(show.pieces, x, y)?.kind === kind) return null;
  if (kind === 'portals') {
    if (portalFirst && (portalFirst.x !== x || portalFirst.y !== y))
      return { kind, x: portalFirst.x, y: portalFirst.y, x2: x, y2: y };
    return { kind, x, y };
  }
  if (kind === 'mystery') return show.spec.role === 'notebook' ? { kind, x, y } : { kind, x, y, hidden: mysteryHidden };
  const list = ORIENTATIONS[kind];
  const old = show.pieces.find((p) => p.kind === kind);
  const o = old?.orientation ?? orientation[kind] ?? list[0];
  return o === undefined ? { kind, x, y } : { kind, x, y, orientation: o };
}

/**
 * The counter-example of this seat's own circuit, when asked for: the verdict the engine gave the submitted
 * design, else the one the controls computed for this very draft (ui/verdict.ts; none while it is checking).
 */
function useCounter(view: LaserView, seat: number | null): LaserLayout | null {
  const show = useLaser((s) => s.showCounter);
  const draftVerdict = useLaser((s) => s.draftVerdict);
  const own = ownCircuitOf(view, seat);
  const circuit = own === null ? undefined : view.circuits[own];
  const layout = circuitLayout(circuit);
  if (!show || !layout) return null;
  const fromControls = draftVerdict?.key === layoutKey(layout) ? draftVerdict.verdict : null;
  const verdict =
    circuit?.layout && circuit.verdict ? circuit.verdict : fromControls !== 'checking' ? fromControls : null;
  return verdict?.status === 'ambiguous' ? verdict.other : null;
}

interface BoardProps {
  readonly show: BoardShow;
  readonly view: LaserView;
  readonly cue: Cue | null;
  readonly preview: LaserPiece | null;
  readonly hoverPointer: number | null;
  readonly refused: { readonly key: string; readonly cell: { x: number; y: number }; readonly stamp: number } | null;
  readonly onCell: (show: BoardShow, x: number, y: number) => void;
  readonly onPointer: (p: number) => void;
}

/** One board with everything on it. */
const LaserBoard = memo(function LaserBoard({
  show,
  view,
  cue,
  preview,
  hoverPointer,
  refused,
  onCell,
  onPointer,
}: BoardProps) {
  const { spec } = show;
  const notebook = spec.role === 'notebook';
  const shots = view.circuits[spec.circuit]?.shots ?? [];
  const handleCell = useCallback((x: number, y: number) => onCell(show, x, y), [onCell, show]);
  return (
    <group position={[spec.place.x, 0, spec.place.z]} rotation={[0, spec.place.yaw, 0]}>
      <Tip tip={spec.role === 'notebook' ? 'laser:tip.notebook' : 'laser:tip.circuit'}>
        <BoardBody role={spec.role} />
      </Tip>
      <Tip tip="laser:tip.pointer">
        <Emitters armed={show.firing} hover={show.firing ? hoverPointer : null} />
      </Tip>
      {show.open ? (
        <Tip tip="laser:tip.pieces">
          <Contents
            notebook={notebook}
            pieces={show.pieces}
            empty={show.empty}
            marks={show.marks}
            ghosts={show.ghosts}
            preview={preview}
          />
        </Tip>
      ) : null}
      {notebook ? (
        show.open ? null : (
          <Tip tip="laser:tip.cover">
            <Cover />
          </Tip>
        )
      ) : (
        <Tip tip="laser:tip.lid">
          <Lid open={show.open} />
        </Tip>
      )}
      {show.open || !notebook ? (
        <Tip tip="laser:tip.beam">
          <Beams
            shots={shots}
            cue={cue}
            trace={show.trace}
            allBeams={show.allBeams}
            contradicted={show.contradicted}
            inked={notebook}
          />
        </Tip>
      ) : null}
      {refused && refused.key === spec.key ? <RefusedFlash cell={refused.cell} stamp={refused.stamp} /> : null}
      {show.editable || show.firing ? (
        <Input cells={show.editable} pointers={show.firing} onCell={handleCell} onPointer={onPointer} />
      ) : null}
    </group>
  );
});

/** The GameClient's Scene for Laser. */
export function LaserScene({ view, seat, legal, onIntent }: GameSceneProps<LaserView, LaserAction>) {
  const notebookBeams = useLaser((s) => s.notebookBeams);
  const hoverCell = useLaser((s) => s.hoverCell);
  const hoverPointer = useLaser((s) => s.hoverPointer);
  // The hover preview follows the tool in hand, its orientation and the portals' first cell.
  const tool = useLaser((s) => s.tool);
  const orientation = useLaser((s) => s.orientation);
  const portalFirst = useLaser((s) => s.portalFirst);
  const mysteryHidden = useLaser((s) => s.mysteryHidden);
  const selected = useLaser((s) => s.selectedShot);
  const counter = useCounter(view, seat);
  const cues = useCues(view, selected);
  const [refused, setRefused] = useState<BoardProps['refused']>(null);
  // Leaving the table forgets the tool, hover and selection.
  useEffect(() => () => useLaser.getState().reset(), []);

  const shows = useMemo(
    () => boardShows(view, seat, legal, { notebookBeams, counter }),
    [view, seat, legal, notebookBeams, counter],
  );
  const onCell = useCallback(
    (show: BoardShow, x: number, y: number) => {
      if (clickCell(view, seat, legal, x, y, onIntent) === 'refused')
        setRefused({ key: show.spec.key, cell: { x, y }, stamp: Date.now() + cellIndex(x, y) });
    },
    [view, seat, legal, onIntent],
  );
  const onPointer = useCallback((p: number) => void clickPointer(legal, p, onIntent), [legal, onIntent]);
  const viewerYaw = stationOf(seat ?? 0).yaw;
  return (
    <group>
      <SeatCameraFrame points={framedPoints(view)} seat={seat} seatCamera={seatCamera} topCamera={topCamera} />
      {shows.map((show) => {
        // The coins of an answer on a circuit this viewer cannot see: beside his notebook for it, else beside the lid.
        const { spec } = show;
        const cue = cues[spec.circuit];
        const shot = cue ? view.circuits[spec.circuit]?.shots.find((s) => s.n === cue.n) : undefined;
        if (spec.role !== 'circuit' || show.open || !cue || !shot) return null;
        // The server's circuit stands in the middle, close to the stations: there the coins go down its right side.
        const notebook =
          spec.seat === null
            ? undefined
            : shows.find((b) => b.spec.role === 'notebook' && b.spec.seat === seat && b.spec.circuit === spec.circuit);
        const anchor = notebook ? notebook.spec.place : spec.place;
        // Beside a covered board, the row goes on its side facing the middle of the table (as the viewer sees it).
        const towardsMiddle = -spec.place.x * -Math.sin(viewerYaw) + -spec.place.z * -Math.cos(viewerYaw);
        const side = spec.seat === null ? 'right' : notebook || towardsMiddle >= 0 ? 'far' : 'near';
        return (
          <Tokens
            key={`t${spec.key}:${cue.token}`}
            shot={shot}
            animate={cue.animate}
            anchor={anchor}
            side={side}
            viewerYaw={viewerYaw}
          />
        );
      })}
      {shows.map((show) => (
        <LaserBoard
          key={show.spec.key}
          show={show}
          view={view}
          cue={cues[show.spec.circuit] ?? null}
          preview={
            show.editable ? previewPiece(show, hoverCell, { tool, orientation, portalFirst, mysteryHidden }) : null
          }
          hoverPointer={hoverPointer}
          refused={refused}
          onCell={onCell}
          onPointer={onPointer}
        />
      ))}
      <LaserWarmup kinds={view.kinds} />
    </group>
  );
}
