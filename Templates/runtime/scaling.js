// The scale of the device frame in the room a window gives it. Pure
// functions, no DOM, no state.

// The scale that fits a frame into the room (never above 1), or `zoom` when
// it is a number.
export const fitScale = (zoom, width, height, roomWidth, roomHeight) => {
  if (typeof zoom === 'number') return zoom;
  const scale = Math.min(1, roomWidth / width, roomHeight / height);
  return scale > 0 ? scale : 1;
};

// The embed's scale for a room of width x height: the device at 1:1 or
// smaller, never larger (nor vanishing in a frame of no size); and the size
// it asks its host for at that width.
const SMALLEST_SCALE = 0.05;
export const embedScale = (frameWidth, frameHeight, width, height) =>
  Math.max(SMALLEST_SCALE, Math.min(1, width / frameWidth, height / frameHeight));
export const embedSize = (frameWidth, frameHeight, bar, width) => {
  const scale = embedScale(frameWidth, frameHeight, width, Infinity);
  return { width: Math.ceil(frameWidth * scale), height: Math.ceil(frameHeight * scale + bar) };
};
