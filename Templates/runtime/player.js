// A page's screen, mounted: `mount(root, data, kind, place)` builds the
// screen of the page data `data` into the page's nodes under `root`, shows
// it at `place.offset` (0 when not a number) with each carousel at its
// offset in `place.carousels` (a Map by id; 0 for those it leaves out) and
// returns its player:
//
//   player.offset                the offset shown
//   player.carousels             each carousel's offset, by id (SPEC section 15)
//   player.apply(o)              shows offset o (clamped) at once, as a step does
//   player.setOffset(o)          stops what moves, then applies o; returns the offset
//   player.setCarousel(id, x)    the same for carousel `id`; returns its offset,
//                                and throws for an id that names no carousel
//   player.subscribe({step, slide, panel})
//                                `step(o)` after every step of the content,
//                                `slide(id, x)` after every step of a
//                                carousel, `panel(o)` at a readable rate
//                                after changes; returns the function that
//                                unsubscribes
//   player.load(data)            mounts again with new data, keeping the offsets
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
import { motionOf, apply, setOffset, updatePanel, clampTo, laneOf } from './motion.js';
import { fittingOf } from './fit.js';
import { playbackOf } from './playback.js';
import { listenForInput } from './input.js';

// Mounts `data` as the player's current mount: what it makes, each module's
// record, and the views of the page kind, which see the player at the place.
// Data that cannot be mounted leaves nothing of the attempt behind.
const mountScreen = (player, data, place) => {
  const ctx = contextOf(player.root, data);
  try {
    const hiding = hidingStateOf(ctx);
    const effects = effectsOf(ctx);
    const scene = sceneOf(ctx, hiding, effects);
    const inks = inksOf(ctx, scene, hiding);
    const snap = snapStateOf(data.snap || null, ctx.screen);
    const carouselSnaps = scene.carousels.list.map((c) => snapStateOf(c.scroller.snap || null, c.view));
    const motion = motionOf(ctx, scene, inks, hiding, snap, player.listeners, carouselSnaps);
    const fitting = fittingOf(ctx);
    const mounted = {
      ctx, hiding, effects, scene, inks, snap, motion, fitting,
      playback: playbackOf(motion, hiding),
      views: null,
    };
    listenForInput(ctx, motion, player.kind.hosted, fitting);
    const offset = place.offset;
    apply(motion, clamp(ctx, Number.isFinite(offset) ? offset : 0));
    restHere(snap, motion.offset, true);
    for (const lane of motion.lanes) {
      apply(lane, clampTo(lane, place.carousels.get(lane.carousel.id) || 0));
      restHere(lane.snap, lane.offset, true);
    }
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

export const mount = (root, data, kind, place) => {
  const player = {
    root,
    kind,
    // The contract version of the data the page was built with, which its
    // runtime reads (PageScene.version in Swift).
    version: data.version,
    // What a load keeps besides the offset: what the reader chose.
    kept: { zoom: 'fit', inspecting: false, inspected: null, sourceOpen: false, spelling: null },
    listeners: { steps: [], slides: [], panels: [] },
    mounted: null, // what the current mount made (`mountScreen`); null once disposed
    get offset() {
      return player.mounted.motion.offset;
    },
    get carousels() {
      return new Map(player.mounted.motion.lanes.map((lane) => [lane.carousel.id, lane.offset]));
    },
    apply: (o) => {
      const value = Number(o);
      if (Number.isFinite(value)) apply(player.mounted.motion, clamp(player.mounted.ctx, value));
    },
    setOffset: (o) => setOffset(player.mounted.motion, o),
    setCarousel: (id, x) => {
      const lane = laneOf(player.mounted.motion, String(id));
      if (!lane) throw new Error('no carousel ' + JSON.stringify(String(id)) + ' on this screen');
      return setOffset(lane, x);
    },
    subscribe: (listener) => {
      const { steps, slides, panels } = player.listeners;
      if (listener.step) steps.push(listener.step);
      if (listener.slide) slides.push(listener.slide);
      if (listener.panel) panels.push(listener.panel);
      return () => {
        if (listener.step) remove(steps, listener.step);
        if (listener.slide) remove(slides, listener.slide);
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
      const at = { offset: player.offset, carousels: player.carousels };
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
  mountScreen(player, data, place);
  return player;
};

// Subscribes `listener` to the player for as long as the mount of `ctx` lasts.
export const subscribeFor = (ctx, player, listener) => {
  onUndo(ctx, player.subscribe(listener));
};
