// Paths on the page (SPEC sections 12 and 14): `seek` shows a path's exact
// state at a time, `play` plays it in real time in the animation frame loop,
// as an animation that any input cuts short. Where the content snaps, the
// path's lifts glide it to where it rests, and the page says where, as
// `frames --path` prints it.
import { parseScenePath, checkTravels } from './kernel/scrollPathParsing.js';
import { replayOf, replayState } from './kernel/pathReplay.js';
import { setExact, forgetPath } from './hiding-state.js';
import { restAt } from './snap-state.js';
import { apply, stop, endDrag, schedule } from './motion.js';

// The paths of one mount, in one record: the path last asked for, worked
// out once, and the play running; `motion` and `hiding` (the state of SPEC
// section 12) are what they move.
export const playbackOf = (motion, hiding) => ({
  motion,
  hiding,
  text: null,
  replay: null,
  state: { offset: 0, e: new Float64Array(hiding.heights.length), towardEnd: true, target: null },
  finish: null, // resolves the running play's promise
});

const replayFor = (playback, path) => {
  const text = String(path);
  if (text !== playback.text) {
    const { snap, MAX } = playback.motion;
    const scene = parseScenePath(text);
    // Carousels' own paths (SPEC section 15) are `frames --path`'s: the page
    // plays the content's.
    if (scene.carousels.length) {
      throw new Error(
        'invalid path ' + JSON.stringify(text) + ": carousel '" + scene.carousels[0].id +
          "' has a path of its own, which frames --path plays and a page does not");
    }
    const points = scene.content;
    checkTravels(text, points, snap.snaps);
    playback.replay = replayOf(playback.hiding.rule, snap.rule, MAX, points);
    playback.text = text;
  }
  return playback.replay;
};

// Stops the play, if one runs, and settles its promise.
const endPlay = (playback) => {
  const finish = playback.finish;
  playback.finish = null;
  if (finish) finish();
};

// The path's state at `time` is the hiding state's, and the content rests
// where the path leaves it then.
const follow = (playback, replay, time) => {
  setExact(playback.hiding, replayState(replay, time, playback.state), time);
  restAt(playback.motion.snap, playback.state.target);
};

// Whatever moves the screen stops; the path's state at `time` is shown.
const show = (playback, replay, time) => {
  follow(playback, replay, time);
  apply(playback.motion, playback.state.offset);
};

export const seek = (playback, path, t) => {
  const motion = playback.motion;
  const replay = replayFor(playback, path);
  const time = Number(t);
  if (!Number.isFinite(time)) throw new Error('invalid time ' + JSON.stringify(String(t)));
  stop(motion);
  if (motion.drag) endDrag(motion);
  show(playback, replay, time);
  schedule(motion);
};

export const play = (playback, path) => {
  const motion = playback.motion;
  const replay = replayFor(playback, path);
  stop(motion);
  if (motion.drag) endDrag(motion);
  show(playback, replay, 0);
  const duration = replay.end;
  const start = performance.now();
  const done = new Promise((resolve) => {
    playback.finish = resolve;
  });
  const anim = {
    step(now) {
      const time = Math.min(duration, Math.max(0, (now - start) / 1000));
      follow(playback, replay, time);
      if (time >= duration) {
        this.done = true;
        endPlay(playback);
      }
      return playback.state.offset;
    },
    done: false,
    lifts: false,
    // It leaves the content resting where the path does, not where the rule
    // would rest it.
    replays: true,
    // Input that cuts the play short shows no path's state any more.
    cut: () => {
      forgetPath(playback.hiding);
      endPlay(playback);
    },
  };
  motion.anim = anim;
  schedule(motion);
  return done;
};

export const pathTime = (playback) => playback.hiding.pathTime;
// `top` and `bottom` are how far each edge's stack has gone (the sum of the
// amounts of its bars that hide), `bars` each bar's own amount by its id.
export const hidden = (playback) => {
  const { e, rule } = playback.hiding;
  const result = { top: 0, bottom: 0, header: e[e.length - 1], bars: {} };
  (rule ? rule.parts : []).forEach((part, k) => {
    result[part.edge] += e[k];
    result.bars[part.id] = e[k];
  });
  return result;
};
