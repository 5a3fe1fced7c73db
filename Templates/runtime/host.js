// The embed page inside a host page: it scales its device to the frame it is
// shown in, tells the host the size it wants at the frame's width, and keeps
// its slim scrubber in step.
import { byId, listen } from './context.js';
import { thumbStep } from './numbers.js';
import { embedScale, embedSize } from './scaling.js';
import { scaleDevice } from './fit.js';
import { scrub, liftHere } from './motion.js';
import { subscribeFor } from './player.js';

// The scrubber of one mount, where its thumb was last put (`thumbStep`), and
// the slider's length, in one record.
const hostOf = (ctx, fitting) => ({
  ctx,
  fitting,
  scrubber: byId(ctx, 'embed-scrubber'),
  framed: window.parent !== window,
  thumb: NaN,
  pixels: 0,
});

const fitEmbed = (host) => {
  const { ctx, fitting, scrubber } = host;
  const bar = ctx.metrics.embedBar;
  const { width, height } = fitting.frame;
  scaleDevice(fitting, embedScale(width, height, innerWidth, innerHeight - bar));
  // The slider's length, read as the window is sized.
  host.pixels = scrubber.clientWidth;
  host.thumb = NaN;
  if (!host.framed) return;
  const size = embedSize(width, height, bar, innerWidth);
  window.parent.postMessage(
    { type: 'stickypreview:size', screen: ctx.data.screen, width: size.width, height: size.height },
    '*',
  );
};

// The embed's scrubber and size for the player's current mount, until the
// mount is undone.
export const attachHost = (player, mounted) => {
  const { ctx, motion, fitting } = mounted;
  const host = hostOf(ctx, fitting);
  const { LOWEST, HIGHEST } = ctx;
  listen(ctx, host.scrubber, 'input', () => scrub(motion, host.scrubber.value));
  // Where the pointer lets go of the scrubber, the finger lifts (SPEC 12, 14).
  listen(ctx, host.scrubber, 'change', () => liftHere(motion));
  subscribeFor(ctx, player, {
    panel: (o) => {
      const thumb = thumbStep(o, LOWEST, HIGHEST, host.pixels);
      if (thumb !== host.thumb) {
        host.thumb = thumb;
        host.scrubber.value = String(o);
      }
    },
  });
  listen(ctx, window, 'resize', () => fitEmbed(host));
  fitEmbed(host);
};
