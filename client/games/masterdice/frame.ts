// The board frame shared with the pieces inside it: pointer rays are turned into board coordinates here.
import { createContext, useContext, type RefObject } from 'react';
import { Plane, Vector3, type Group, type Ray } from 'three';

/** The board group (the frame where the solver sits at +z); pieces read it for pointer maths. */
export const BoardFrame = createContext<RefObject<Group | null> | null>(null);

/** The board group ref from the nearest `BoardFrame`. */
export function useBoardFrame(): RefObject<Group | null> | null {
  return useContext(BoardFrame);
}

const plane = new Plane(new Vector3(0, 1, 0), 0);
const hit = new Vector3();

/** Where a pointer ray meets the horizontal plane at `height`, in the board frame; false when it misses. */
export function rayToBoard(ray: Ray, board: Group, height: number, out: Vector3): boolean {
  plane.constant = -height;
  if (!ray.intersectPlane(plane, hit)) return false;
  out.copy(hit);
  board.worldToLocal(out);
  return true;
}
