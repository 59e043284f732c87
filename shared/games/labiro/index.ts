// Labiro's core, by name: pieces, maps, the board, geometry, push chains and reachability (rules/labiro.md).
// Not registered in shared/games/index.ts yet: the game flow (setup/apply/view) comes on top of these.
export * from './types.js';
export { BASE_COUNT, MAP_COORD_LIMIT, MAP_NAME_MAX, MAP_ERRORS, MAP_PRESETS, PRESET_NAMES, RANDOM_BIAS_RANGE, centreCells, parseMap, presetMap, randomMap, type LabiroMap } from './map.js';
export { adjacency, baseAt, makeBoard, masksOf, sideBetween, turnsOf, withTurns, type LabiroBoard } from './board.js';
export { aligned, alignedNeighbours, communicate, doorsMeet, neighboursOf, onOneLine, openNeighbours } from './geometry.js';
export { chainInto, chainScratch, chainSteps, turnChain, type ChainResult, type ChainScratch, type TurnStep } from './push.js';
export { randomBoard } from './random-board.js';
export { componentOf, reachable, reachableWithTurns, walkPath, type Plan, type PlanStep, type ReachOptions } from './reach.js';
