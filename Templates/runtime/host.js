// The embed page inside a host page: it scales its device to the frame it is
// shown in, tells the host the size it wants at the frame's width, and keeps
// its slim scrubber in step.
import { data, metrics, LOWEST, HIGHEST } from './page.js';
import { thumbStep } from './numbers.js';
import { embedScale, embedSize } from './scaling.js';
import { frame, scaleDevice } from './fit.js';
import { setOffset, onPanel } from './motion.js';

const scrubber = document.getElementById('embed-scrubber');
const framed = window.parent !== window;

// Where the scrubber's thumb was last put (`thumbStep`), and the slider's
// length, in one record.
const shown = { thumb: NaN, pixels: 0 };

const fitEmbed = () => {
  const bar = metrics.embedBar;
  scaleDevice(embedScale(frame.width, frame.height, innerWidth, innerHeight - bar));
  // The slider's length, read as the window is sized.
  shown.pixels = scrubber.clientWidth;
  shown.thumb = NaN;
  if (!framed) return;
  const size = embedSize(frame.width, frame.height, bar, innerWidth);
  window.parent.postMessage(
    { type: 'stickypreview:size', screen: data.screen, width: size.width, height: size.height },
    '*',
  );
};

export const listenToHost = () => {
  scrubber.addEventListener('input', () => setOffset(scrubber.value));
  onPanel((o) => {
    const thumb = thumbStep(o, LOWEST, HIGHEST, shown.pixels);
    if (thumb !== shown.thumb) {
      shown.thumb = thumb;
      scrubber.value = String(o);
    }
  });
  window.addEventListener('resize', fitEmbed);
  fitEmbed();
};
