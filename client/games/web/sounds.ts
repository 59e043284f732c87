// Web's sounds: a card laid on the table, a cable dropped into place, a card drawn from a pile.
import type { SoundCue } from '../../kit/contract.js';

/** Cards laid and drawn, cables dropped. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  switch (event.type) {
    case 'played':
      return [{ cue: 'card' }];
    case 'drew':
      return [{ cue: 'card', strength: 0.4 }];
    case 'cabled':
      return [{ cue: 'cable' }];
    default:
      return [];
  }
}
