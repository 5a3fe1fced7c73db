// The preview page's panel: the scrubber, the offset field, the phase, the
// jump buttons, the breakpoint ticks and the zoom; where the content snaps,
// the snap positions along the scrubber and the block it rests at. Each
// readout is written only when what it shows changes.
import { byId, listen, appendFor } from './context.js';
import { typedOffset, phaseOf, thumbStep, OFFSET_DIGITS } from './numbers.js';
import { rounded } from './kernel/numberFormat.js';
import { fitScale } from './scaling.js';
import { scaleDevice } from './fit.js';
import { setOffset, scrub, moveTo, glideTo, stop, liftHere } from './motion.js';
import { play } from './playback.js';
import { addSnapMarks, drawSnapMarks } from './snap-marks.js';
import { subscribeFor } from './player.js';

const FIT_MARGIN = 16; // room kept below the device and beside it

// The panel of one mount, in one record: its nodes, and what it shows now.
// The scrubber's value is written only when its thumb moves by half a pixel
// or more (`thumbStep`): a write lays the slider out again (about 0.5 ms in
// Chromium), and on a long list a step moves the thumb by a tiny fraction of
// a pixel. The zoom is the player's (`kept`), which a load keeps.
const panelOf = (ctx, mounted, kept) => ({
  ctx,
  motion: mounted.motion,
  playback: mounted.playback,
  fitting: mounted.fitting,
  kept,
  scrubber: byId(ctx, 'scrubber'),
  readout: byId(ctx, 'readout'),
  phase: byId(ctx, 'phase'),
  ticks: byId(ctx, 'ticks'),
  controls: byId(ctx, 'controls'),
  zoomButtons: ctx.root.querySelectorAll('[data-zoom]'),
  playButton: byId(ctx, 'play'), // on screens that hide something
  snap: mounted.snap,
  snapMarks: null, // the strip of snap positions, on screens that snap
  snapTarget: byId(ctx, 'snap-target'), // the line naming where it rests, likewise
  thumb: NaN,
  pixels: 0,
  shownReadout: '',
  shownPhase: null,
  playing: false,
});

// Play plays the demo path (SPEC section 12) and reads Stop while it runs;
// any input stops it too.
const togglePlay = (panel) => {
  const button = panel.playButton;
  if (panel.playing) {
    stop(panel.motion);
    return;
  }
  panel.playing = true;
  button.textContent = 'Stop';
  play(panel.playback, panel.ctx.data.hiding.demo).then(() => {
    panel.playing = false;
    button.textContent = 'Play';
  });
};

const shownOffset = (panel) => String(rounded(panel.motion.offset, OFFSET_DIGITS));

const showOffset = (panel, o) => {
  const { LOWEST, HIGHEST, MAX } = panel.ctx;
  const { scrubber, readout, phase } = panel;
  const thumb = thumbStep(o, LOWEST, HIGHEST, panel.pixels);
  if (thumb !== panel.thumb) {
    panel.thumb = thumb;
    scrubber.value = String(o);
  }
  const shown = shownOffset(panel);
  if (document.activeElement !== readout && shown !== panel.shownReadout) {
    panel.shownReadout = shown;
    readout.value = shown;
  }
  const now = phaseOf(o, MAX);
  if (now !== panel.shownPhase) {
    panel.shownPhase = now;
    phase.textContent = now.text;
    phase.classList.toggle('over', now.over);
  }
};

// The field always ends up showing the applied offset: clamped, or left where
// it was when what was typed is not a number.
const commit = (panel) => {
  const value = typedOffset(panel.readout.value);
  if (Number.isFinite(value)) setOffset(panel.motion, value);
  panel.shownReadout = shownOffset(panel);
  panel.readout.value = panel.shownReadout;
};

// Ticks at the breakpoints, labelled in Swift with what changes there: marks
// on the slider's track for the pointer, and the list of breakpoints under it
// (buttons with the same labels) for everyone.
const addTicks = (panel) => {
  const { ctx, motion } = panel;
  const { data, LOWEST, HIGHEST } = ctx;
  for (const t of data.ticks) {
    const mark = document.createElement('span');
    mark.className = 'tick';
    mark.style.left = ((t.o - LOWEST) / (HIGHEST - LOWEST || 1)) * 100 + '%';
    mark.dataset.offset = String(t.o);
    mark.dataset.label = t.label;
    listen(ctx, mark, 'click', () => glideTo(motion, t.o));
    appendFor(ctx, panel.ticks, mark);
  }
  for (const button of ctx.root.querySelectorAll('#breakpoints button[data-offset]')) {
    const offset = Number(button.dataset.offset);
    listen(ctx, button, 'click', () => glideTo(motion, offset));
  }
};

// The whole device in the window, below what the page puts above the stage,
// or the zoom chosen. In a narrow window the panel wraps under the stage: the
// device then leaves room for the control bar (offset, slider, ticks) under
// it, which keeps its height at any scale.
const roomBelow = (panel) => {
  const stageBottom = panel.ctx.stage.getBoundingClientRect().bottom;
  const box = panel.controls.getBoundingClientRect();
  return box.top >= stageBottom ? box.bottom - stageBottom : 0;
};

const fitPreview = (panel) => {
  const { fitting, kept } = panel;
  const top = panel.ctx.stage.getBoundingClientRect().top + window.scrollY;
  const fit = (below) =>
    scaleDevice(
      fitting,
      fitScale(
        kept.zoom, fitting.frame.width, fitting.frame.height,
        document.documentElement.clientWidth - 2 * FIT_MARGIN,
        window.innerHeight - top - below - FIT_MARGIN,
      ),
    );
  // Scaling the device can move the panel beside it or under it: once more
  // when it did.
  const below = roomBelow(panel);
  fit(below);
  const after = roomBelow(panel);
  if (after !== below) fit(after);
  for (const button of panel.zoomButtons) {
    button.setAttribute('aria-pressed', String(button.dataset.zoom === String(kept.zoom)));
  }
  // The slider's length, read as the window is sized, like the room above.
  panel.pixels = panel.scrubber.clientWidth;
  panel.thumb = NaN;
  const { snapMarks, ctx } = panel;
  if (snapMarks) {
    drawSnapMarks(snapMarks, panel.snap.rule, ctx.LOWEST, ctx.HIGHEST, snapMarks.clientWidth);
  }
};

// The block (or row) the content rests at, or a dash for none.
const showTarget = (panel, id) => {
  panel.snapTarget.textContent = id === null ? '–' : id;
};

// The panel of the player's current mount, until the mount is undone.
export const attachControls = (player, mounted) => {
  const ctx = mounted.ctx;
  const panel = panelOf(ctx, mounted, player.kept);
  const { motion, scrubber, readout } = panel;
  const { LOWEST, HIGHEST, MAX } = ctx;
  listen(ctx, scrubber, 'input', () => scrub(motion, scrubber.value));
  // A range input commits its value where the pointer lets go (or a key
  // steps it): the finger lifts there (SPEC section 12).
  listen(ctx, scrubber, 'change', () => liftHere(motion));
  listen(ctx, readout, 'change', () => commit(panel));
  listen(ctx, readout, 'blur', () => {
    panel.shownReadout = shownOffset(panel);
    readout.value = panel.shownReadout;
  });
  listen(ctx, readout, 'keydown', (ev) => {
    if (ev.key === 'Enter') commit(panel);
  });
  const targets = { pull: LOWEST, top: 0, bottom: MAX, push: HIGHEST };
  for (const button of ctx.root.querySelectorAll('[data-go]')) {
    listen(ctx, button, 'click', () => moveTo(motion, targets[button.dataset.go]));
  }
  for (const button of panel.zoomButtons) {
    listen(ctx, button, 'click', () => {
      const value = button.dataset.zoom;
      panel.kept.zoom = value === 'fit' ? 'fit' : Number(value);
      fitPreview(panel);
    });
  }
  if (panel.playButton) listen(ctx, panel.playButton, 'click', () => togglePlay(panel));
  // Under the ticks, which paint over it.
  panel.snapMarks = addSnapMarks(ctx, panel.snap, panel.ticks);
  addTicks(panel);
  if (panel.snapTarget) {
    listen(ctx, ctx.screen, 'snapchange', (ev) => showTarget(panel, ev.detail.id));
    showTarget(panel, panel.snap.target);
  }
  subscribeFor(ctx, player, { panel: (o) => showOffset(panel, o) });
  listen(ctx, window, 'resize', () => fitPreview(panel));
  fitPreview(panel);
};

