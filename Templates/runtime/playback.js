// Paths on the page (SPEC section 12): `seek` shows a path's exact state at a
// time, `play` plays it in real time in the animation frame loop, as an
// animation that any input cuts short.
import { data, MAX } from './page.js';
import { parsePath, replayOf, replayState } from './hiding.js';
import { moment, setExact, forgetPath } from './hiding-state.js';
import { motion, apply, stop, endDrag, schedule } from './motion.js';

// The path last asked for, worked out once, and the play running, in one record.
const playback = {
  text: null,
  replay: null,
  state: { offset: 0, e: [0, 0, 0] },
  finish: null, // resolves the running play's promise
};

const replayFor = (path) => {
  const text = String(path);
  if (text !== playback.text) {
    playback.replay = replayOf(data.hiding, MAX, parsePath(text));
    playback.text = text;
  }
  return playback.replay;
};

// Stops the play, if one runs, and settles its promise.
const endPlay = () => {
  const finish = playback.finish;
  playback.finish = null;
  if (finish) finish();
};

// Whatever moves the screen stops; the path's state at `time` is shown.
const show = (replay, time) => {
  setExact(replayState(replay, time, playback.state), time);
  apply(playback.state.offset);
};

export const seek = (path, t) => {
  const replay = replayFor(path);
  const time = Number(t);
  if (!Number.isFinite(time)) throw new Error('invalid time ' + JSON.stringify(String(t)));
  stop();
  if (motion.drag) endDrag();
  show(replay, time);
  schedule();
};

export const play = (path) => {
  const replay = replayFor(path);
  stop();
  if (motion.drag) endDrag();
  show(replay, 0);
  const duration = replay.points[replay.points.length - 1].time;
  const start = performance.now();
  const done = new Promise((resolve) => {
    playback.finish = resolve;
  });
  const anim = {
    step(now) {
      const time = Math.min(duration, Math.max(0, (now - start) / 1000));
      setExact(replayState(replay, time, playback.state), time);
      if (time >= duration) {
        this.done = true;
        endPlay();
      }
      return playback.state.offset;
    },
    done: false,
    lifts: false,
    // Input that cuts the play short shows no path's state any more.
    cut: () => {
      forgetPath();
      endPlay();
    },
  };
  motion.anim = anim;
  schedule();
  return done;
};

export const pathTime = () => moment.pathTime;
export const hidden = () => ({ top: moment.e[0], bottom: moment.e[1], header: moment.e[2] });
