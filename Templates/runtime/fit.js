// The device frame at a scale: the whole device in the window (never above
// 1:1), or a zoom the reader chose. The frame's size is Swift's
// (`PageMetrics.frameSize`), so the bezels are known in one place.
import { onUndo } from './context.js';

// The device of one mount and the scale it is drawn at, which drags divide
// by, in one record. The device takes its frame's look as a class (`frame`)
// until the mount is undone.
export const fittingOf = (ctx) => {
  const { data, metrics, device, stage } = ctx;
  const look = data.frame;
  device.classList.add(look);
  onUndo(ctx, () => device.classList.remove(look));
  return {
    device,
    stage,
    frame: Object.freeze({
      width: data.embed.width,
      height: data.embed.height - metrics.embedBar,
    }),
    scale: 1,
  };
};

export const scaleDevice = (fitting, scale) => {
  const { device, stage, frame } = fitting;
  fitting.scale = scale;
  // Hairlines stay at least one device pixel wide after scaling.
  device.style.setProperty('--hairline', Math.max(0.5, 1 / (scale * (window.devicePixelRatio || 1))) + 'px');
  device.style.width = frame.width + 'px';
  device.style.transformOrigin = '0 0';
  device.style.transform = scale === 1 ? '' : 'scale(' + scale + ')';
  stage.style.width = frame.width * scale + 'px';
  stage.style.height = frame.height * scale + 'px';
};
