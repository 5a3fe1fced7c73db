// The preview page's runtime: replays the element tracks that Swift computed
// and embedded in the page (#sticky-data), and scrolls like a phone.
// Positions only ever come from those tracks; the page never measures layout
// to place anything. Around the screen: the panel, the motion plot, the
// inspector, the source and sharing.
import { pageData } from './context.js';
import { mount } from './player.js';
import { attachControls } from './controls.js';
import { attachPlot } from './plot.js';
import { attachInspector, inspect } from './inspector.js';
import { attachSource } from './source.js';
import { attachSharing, keepFragment } from './share.js';
import { addressPlace, listenToAddress } from './address.js';
import { publish } from './api.js';

// What the preview shows around the screen of each mount.
const attach = (player, mounted) => {
  attachControls(player, mounted);
  const plot = attachPlot(player, mounted);
  const inspector = attachInspector(player, mounted, plot);
  attachSource(mounted.ctx, player.kept);
  const address = attachSharing(player, mounted);
  listenToAddress(mounted.ctx, mounted.motion, () => keepFragment(address));
  return { inspector };
};

// Returns the player, which a page that follows its build hands new data.
export const start = () => {
  // A preview page framed by another page passes it the wheels it has no use for.
  const kind = { hosted: window.parent !== window, attach };
  const player = mount(document, pageData(document), kind, addressPlace());
  // inspect(id) shows the frame of the element `id` in the inspector, turning it on.
  publish(player, { inspect: (id) => inspect(player.mounted.views.inspector, id) });
  return player;
};
