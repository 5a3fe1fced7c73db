// The embed page's runtime: the screen and a slim scrubber, for an iframe in
// a docs page. It replays the tracks as the preview page does, and leaves out
// what the embed does not show (panel, plot, inspector, source, sharing).
import { pageData } from './context.js';
import { mount } from './player.js';
import { attachHost } from './host.js';
import { addressPlace, listenToAddress } from './address.js';
import { publish } from './api.js';

const attach = (player, mounted) => {
  attachHost(player, mounted);
  listenToAddress(mounted.ctx, mounted.motion, () => {});
  return {};
};

export const start = () => {
  const player = mount(document, pageData(document), { hosted: true, attach }, addressPlace());
  publish(player, {});
};
