// The device frame at a scale: the whole device in the window (never above
// 1:1), or a zoom the reader chose. The frame's size is Swift's
// (`PageMetrics.frameSize`), so the bezels are known in one place.
import { data, metrics, device, stage } from './page.js';

export const frame = Object.freeze({
  width: data.embed.width,
  height: data.embed.height - metrics.embedBar,
});

// The scale the device is drawn at; read by drags, which divide by it.
export const fitting = { scale: 1 };

device.classList.add(data.frame);

export const scaleDevice = (scale) => {
  fitting.scale = scale;
  // Hairlines stay at least one device pixel wide after scaling.
  device.style.setProperty('--hairline', Math.max(0.5, 1 / (scale * (window.devicePixelRatio || 1))) + 'px');
  device.style.width = frame.width + 'px';
  device.style.transformOrigin = '0 0';
  device.style.transform = scale === 1 ? '' : 'scale(' + scale + ')';
  stage.style.width = frame.width * scale + 'px';
  stage.style.height = frame.height * scale + 'px';
};
