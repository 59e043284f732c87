// Runs a game's guide (GameClient.useGuide) at a guided table: keeps the guide's step in its store, marks the
// control it points at, and says the last word when the game is over.
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import type { AnyGameClient, GameSceneProps } from '../kit/contract.js';
import { setGuideSource } from '../debug.js';
import { useTavolo } from '../store.js';
import { useGuide } from './store.js';
import type { GuideStep } from '../kit/guideStep.js';

/** Props: the game's client (with a guide) and the props its scene gets. */
export function GuideDriver({
  game,
  props,
}: {
  readonly game: AnyGameClient;
  readonly props: GameSceneProps<unknown, unknown>;
}) {
  const useGameGuide = game.useGuide!;
  const advice = useGameGuide(props);
  const finished = useTavolo((s) => s.table?.phase === 'finished');
  const { t } = useTranslation();
  // While others play, a game's guide may leave the words to the shell: whose turn it is, and to watch.
  const toAct = (props.view as { toAct?: readonly number[] }).toAct ?? [];
  const waiting = advice === null && props.seat !== null && toAct.length > 0 && !toAct.includes(props.seat);
  const others = toAct.map((s) => props.seatNames[s] ?? `#${s + 1}`).join(', ');
  const step: GuideStep | null = finished
    ? { id: 'done', text: t('guide.done'), targets: [] }
    : waiting
      ? { id: 'watch', text: t('guide.watch', { name: others }), targets: [] }
      : advice;
  const setStep = useGuide((s) => s.setStep);
  useEffect(() => setStep(step), [step, setStep]);
  useEffect(() => () => setStep(null), [setStep]);
  // For browser tests (window.__tavolo.guide()): the step this driver keeps in the guide's store.
  useEffect(() => setGuideSource(() => useGuide.getState().step), []);
  useMarkedControl(step);
  return null;
}

/**
 * Puts the class `guide-target` on the control the step points at first (and only there), again whenever the
 * page changes (a panel re-renders, the button appears a moment later, React rewrites its class).
 */
function useMarkedControl(step: GuideStep | null): void {
  const first = step?.targets[0];
  const testId = first?.kind === 'control' ? first.testId : null;
  useEffect(() => {
    // Only real changes: an unchanged class written again would wake the observer again, for ever.
    const mark = () => {
      for (const el of document.querySelectorAll('.guide-target'))
        if (el.getAttribute('data-testid') !== testId) el.classList.remove('guide-target');
      const el = testId ? document.querySelector(`[data-testid="${CSS.escape(testId)}"]`) : null;
      if (el && !el.classList.contains('guide-target')) el.classList.add('guide-target');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      for (const el of document.querySelectorAll('.guide-target')) el.classList.remove('guide-target');
    };
  }, [testId]);
}
