// The preview page's panel: the scrubber, the offset field, the phase, the
// jump buttons, the breakpoint ticks and the zoom. Each readout is written
// only when what it shows changes.
import { data, LOWEST, HIGHEST, MAX, stage } from './page.js';
import { typedOffset, phaseOf, thumbStep, OFFSET_DIGITS } from './numbers.js';
import { rounded } from './kernel/numberFormat.js';
import { fitScale } from './scaling.js';
import { frame, scaleDevice } from './fit.js';
import { motion, setOffset, moveTo, glideTo, onPanel, stop } from './motion.js';
import { play } from './playback.js';

const FIT_MARGIN = 16; // room kept below the device and beside it

const scrubber = document.getElementById('scrubber');
const readout = document.getElementById('readout');
const phase = document.getElementById('phase');
const ticks = document.getElementById('ticks');
const controls = document.getElementById('controls');
const zoomButtons = document.querySelectorAll('[data-zoom]');
const playButton = document.getElementById('play'); // on screens that hide something

// What the panel shows now, in one record. The scrubber's value is written
// only when its thumb moves by half a pixel or more (`thumbStep`): a write
// lays the slider out again (about 0.5 ms in Chromium), and on a long list a
// step moves the thumb by a tiny fraction of a pixel.
const panel = { thumb: NaN, pixels: 0, readout: '', phase: null, zoom: 'fit', playing: false };

// Play plays the demo path (SPEC section 12) and reads Stop while it runs;
// any input stops it too.
const togglePlay = () => {
  if (panel.playing) {
    stop();
    return;
  }
  panel.playing = true;
  playButton.textContent = 'Stop';
  play(data.hiding.demo).then(() => {
    panel.playing = false;
    playButton.textContent = 'Play';
  });
};

const shownOffset = () => String(rounded(motion.offset, OFFSET_DIGITS));

const showOffset = (o) => {
  const thumb = thumbStep(o, LOWEST, HIGHEST, panel.pixels);
  if (thumb !== panel.thumb) {
    panel.thumb = thumb;
    scrubber.value = String(o);
  }
  const shown = shownOffset();
  if (document.activeElement !== readout && shown !== panel.readout) {
    panel.readout = shown;
    readout.value = shown;
  }
  const now = phaseOf(o, MAX);
  if (now !== panel.phase) {
    panel.phase = now;
    phase.textContent = now.text;
    phase.classList.toggle('over', now.over);
  }
};

// The field always ends up showing the applied offset: clamped, or left where
// it was when what was typed is not a number.
const commit = () => {
  const value = typedOffset(readout.value);
  if (Number.isFinite(value)) setOffset(value);
  panel.readout = shownOffset();
  readout.value = panel.readout;
};

// Ticks at the breakpoints, labelled in Swift with what changes there: marks
// on the slider's track for the pointer, and the list of breakpoints under it
// (buttons with the same labels) for everyone.
const addTicks = () => {
  for (const t of data.ticks) {
    const mark = document.createElement('span');
    mark.className = 'tick';
    mark.style.left = ((t.o - LOWEST) / (HIGHEST - LOWEST || 1)) * 100 + '%';
    mark.dataset.offset = String(t.o);
    mark.dataset.label = t.label;
    mark.addEventListener('click', () => glideTo(t.o));
    ticks.append(mark);
  }
  for (const button of document.querySelectorAll('#breakpoints button[data-offset]')) {
    const offset = Number(button.dataset.offset);
    button.addEventListener('click', () => glideTo(offset));
  }
};

// The whole device in the window, below what the page puts above the stage,
// or the zoom chosen. In a narrow window the panel wraps under the stage: the
// device then leaves room for the control bar (offset, slider, ticks) under
// it, which keeps its height at any scale.
const roomBelow = () => {
  const stageBottom = stage.getBoundingClientRect().bottom;
  const box = controls.getBoundingClientRect();
  return box.top >= stageBottom ? box.bottom - stageBottom : 0;
};

const fitPreview = () => {
  const top = stage.getBoundingClientRect().top + window.scrollY;
  const fit = (below) =>
    scaleDevice(
      fitScale(
        panel.zoom, frame.width, frame.height,
        document.documentElement.clientWidth - 2 * FIT_MARGIN,
        window.innerHeight - top - below - FIT_MARGIN,
      ),
    );
  // Scaling the device can move the panel beside it or under it: once more
  // when it did.
  const below = roomBelow();
  fit(below);
  const after = roomBelow();
  if (after !== below) fit(after);
  for (const button of zoomButtons) {
    button.setAttribute('aria-pressed', String(button.dataset.zoom === String(panel.zoom)));
  }
  // The slider's length, read as the window is sized, like the room above.
  panel.pixels = scrubber.clientWidth;
  panel.thumb = NaN;
};

export const listenToControls = () => {
  scrubber.addEventListener('input', () => setOffset(scrubber.value));
  readout.addEventListener('change', commit);
  readout.addEventListener('blur', () => {
    panel.readout = shownOffset();
    readout.value = panel.readout;
  });
  readout.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter') commit();
  });
  const targets = { pull: LOWEST, top: 0, bottom: MAX, push: HIGHEST };
  for (const button of document.querySelectorAll('[data-go]')) {
    button.addEventListener('click', () => moveTo(targets[button.dataset.go]));
  }
  for (const button of zoomButtons) {
    button.addEventListener('click', () => {
      const value = button.dataset.zoom;
      panel.zoom = value === 'fit' ? 'fit' : Number(value);
      fitPreview();
    });
  }
  if (playButton) playButton.addEventListener('click', togglePlay);
  addTicks();
  onPanel(showOffset);
  window.addEventListener('resize', fitPreview);
  fitPreview();
};

