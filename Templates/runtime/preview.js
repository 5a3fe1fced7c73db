// The preview page's runtime: replays the element tracks that Swift computed
// and embedded in the page (#sticky-data), and scrolls like a phone.
// Positions only ever come from those tracks; the page never measures layout
// to place anything. Around the screen: the panel, the motion plot, the
// inspector, the source and sharing.
import { motion, apply, updatePanel } from './motion.js';
import { listenForInput } from './input.js';
import { fitting } from './fit.js';
import { listenToControls } from './controls.js';
import { listenToPlot } from './plot.js';
import { listenToInspector, inspect } from './inspector.js';
import { listenToSource } from './source.js';
import { listenToSharing, keepFragment } from './share.js';
import { listenToAddress } from './address.js';
import { publish } from './api.js';

// A preview page framed by another page passes it the wheels it has no use for.
listenForInput(window.parent !== window, () => fitting.scale);
listenToControls();
listenToPlot();
listenToInspector();
listenToSource();
listenToSharing();
apply(0);
listenToAddress(keepFragment);
keepFragment(motion.offset);
updatePanel();
// inspect(id) shows the frame of the element `id` in the inspector, turning it on.
publish({ inspect });
