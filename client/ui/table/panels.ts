// The table's panels and marks the first frame does not need, in one chunk of their own (client/ui/table/later.ts
// loads it once the table is on screen): the seats, the log, the chat, the stream and rules dialogs, the guide's
// words and pointers, and the reactions' bubbles.
import { GuideBubble } from '../../guide/GuideBubble.js';
import { GuideDriver } from '../../guide/GuideDriver.js';
import { GuideMarkers } from '../../guide/GuideMarkers.js';
import { ChatPanel } from '../talk/ChatPanel.js';
import { SeatBubbles, SpectatorReactions } from '../talk/Reactions.js';
import { LogPanel } from './LogPanel.js';
import { RulesButton } from './RulesPanel.js';
import { SeatsPanel } from './SeatsPanel.js';
import { StreamButton } from './StreamPanel.js';

/** The components, by name, as TableView mounts them once their chunk is in. */
export const PANELS = {
  ChatPanel,
  GuideBubble,
  GuideDriver,
  GuideMarkers,
  LogPanel,
  RulesButton,
  SeatBubbles,
  SeatsPanel,
  SpectatorReactions,
  StreamButton,
};
