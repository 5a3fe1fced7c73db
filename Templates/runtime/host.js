// The embed page inside a host page: it scales its device to the frame it is
// shown in, tells the host the size it wants at the frame's width, and keeps
// its slim scrubber in step.
import { data, metrics } from './page.js';
import { embedScale, embedSize } from './scaling.js';
import { frame, scaleDevice } from './fit.js';
import { setOffset, onPanel } from './motion.js';

const scrubber = document.getElementById('embed-scrubber');
const framed = window.parent !== window;

// The scrubber as last written, in one record.
const shown = { scrubber: '' };

const fitEmbed = () => {
  const bar = metrics.embedBar;
  scaleDevice(embedScale(frame.width, frame.height, innerWidth, innerHeight - bar));
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
    const value = String(o);
    if (value !== shown.scrubber) {
      shown.scrubber = value;
      scrubber.value = value;
    }
  });
  window.addEventListener('resize', fitEmbed);
  fitEmbed();
};
