// Types for the `glicko2` package (1.2.2, plain JavaScript): the part server/ratings.ts uses.
declare module 'glicko2' {
  /** One player inside a Glicko2 instance. */
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** A multi-player result: places, best first, each the players sharing it. */
  export interface Race {
    getMatches(): [Glicko2Player, Glicko2Player, number][];
  }
  /** A rating period's calculator. */
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    makeRace(places: Glicko2Player[][]): Race;
    updateRatings(matches: Race | [Glicko2Player, Glicko2Player, number][]): void;
  }
}
