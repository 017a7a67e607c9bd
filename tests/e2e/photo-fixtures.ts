import { drawnPhoto } from "../support/drawn-photo";

/**
 * A real-sized camera JPEG (tests/support/drawn-photo.ts), distinct on each run and for each
 * shift: the library refuses the same bytes twice.
 */
export function mountainPhoto(shift = 0): Promise<Buffer> {
  return drawnPhoto(Date.now() + shift * 7919, 400);
}
