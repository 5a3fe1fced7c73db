// A page's screen, mounted: `mount(root, data, kind, offset)` builds the
// screen of the page data `data` into the page's nodes under `root`, shows
// it at `offset` (0 when not a number) and returns its player:
//
//   player.offset                the offset shown
//   player.apply(o)              shows offset o (clamped) at once, as a step does
//   player.setOffset(o)          stops what moves, then applies o; returns the offset
//   player.subscribe({step, panel})
//                                `step(o)` after every step, `panel(o)` at a
//                                readable rate after changes; returns the
//                                function that unsubscribes
//   player.load(data)            mounts again with new data, keeping the offset
//                                and what the reader chose (`kept`); throws,
//                                and keeps showing the data it had, on data it
//                                cannot mount or of another contract version
//   player.dispose()             removes every node, listener, timer and
//                                animation frame the mount added
//
// `kind` is the page's: `hosted` when the page is in a host page, which takes
// the wheels the screen has no use for, and `attach(player, mounted)`, which
// adds what the page shows around the screen (panel, plot, inspector...) and
// returns what its `window.stickyPreview` needs of them. Those views
// subscribe to the player for the current mount and are undone with it, so a
// load attaches them again; subscribers from outside stay.
import { contextOf, clamp, onUndo, undo } from './context.js';
import { hidingStateOf } from './hiding-state.js';
import { snapStateOf, restHere } from './snap-state.js';
import { effectsOf } from './effects.js';
import { sceneOf } from './scene.js';
import { inksOf } from './inks.js';
import { motionOf, apply, setOffset, updatePanel } from './motion.js';
import { fittingOf } from './fit.js';
import { playbackOf } from './playback.js';
import { listenForInput } from './input.js';

// Mounts `data` as the player's current mount: what it makes, each module's
// record, and the views of the page kind, which see the player at the offset.
// Data that cannot be mounted leaves nothing of the attempt behind.
const mountScreen = (player, data, offset) => {
  const ctx = contextOf(player.root, data);
  try {
    const hiding = hidingStateOf(ctx);
    const effects = effectsOf(ctx);
    const scene = sceneOf(ctx, hiding, effects);
    const inks = inksOf(ctx, scene, hiding);
    const snap = snapStateOf(ctx);
    const motion = motionOf(ctx, scene, inks, hiding, snap, player.listeners);
    const fitting = fittingOf(ctx);
    const mounted = {
      ctx, hiding, effects, scene, inks, snap, motion, fitting,
      playback: playbackOf(motion, hiding),
      views: null,
    };
    listenForInput(ctx, motion, player.kind.hosted, fitting);
    apply(motion, clamp(ctx, Number.isFinite(offset) ? offset : 0));
    restHere(snap, motion.offset, true);
    player.mounted = mounted;
    mounted.views = player.kind.attach(player, mounted);
    updatePanel(motion);
  } catch (error) {
    undo(ctx);
    player.mounted = null;
    throw error;
  }
};

const remove = (list, item) => {
  const k = list.indexOf(item);
  if (k >= 0) list.splice(k, 1);
};

export const mount = (root, data, kind, offset) => {
  const player = {
    root,
    kind,
    // The contract version of the data the page was built with, which its
    // runtime reads (PageScene.version in Swift).
    version: data.version,
    // What a load keeps besides the offset: what the reader chose.
    kept: { zoom: 'fit', inspecting: false, inspected: null, sourceOpen: false, spelling: null },
    listeners: { steps: [], panels: [] },
    mounted: null, // what the current mount made (`mountScreen`); null once disposed
    get offset() {
      return player.mounted.motion.offset;
    },
    apply: (o) => {
      const value = Number(o);
      if (Number.isFinite(value)) apply(player.mounted.motion, clamp(player.mounted.ctx, value));
    },
    setOffset: (o) => setOffset(player.mounted.motion, o),
    subscribe: (listener) => {
      const { steps, panels } = player.listeners;
      if (listener.step) steps.push(listener.step);
      if (listener.panel) panels.push(listener.panel);
      return () => {
        if (listener.step) remove(steps, listener.step);
        if (listener.panel) remove(panels, listener.panel);
      };
    },
    // Data that cannot be mounted throws, and the page shows its data as before.
    load: (next) => {
      if (!next || next.version !== player.version) {
        throw new Error(
          'page data of contract version ' + (next && next.version) +
            ': this page reads version ' + player.version);
      }
      const at = player.offset;
      const previous = player.mounted.ctx.data;
      player.dispose();
      try {
        mountScreen(player, next, at);
      } catch (error) {
        mountScreen(player, previous, at);
        throw error;
      }
    },
    dispose: () => {
      if (!player.mounted) return;
      undo(player.mounted.ctx);
      player.mounted = null;
    },
  };
  mountScreen(player, data, offset);
  return player;
};

// Subscribes `listener` to the player for as long as the mount of `ctx` lasts.
export const subscribeFor = (ctx, player, listener) => {
  onUndo(ctx, player.subscribe(listener));
};
