// The embed page's runtime: the screen and a slim scrubber, for an iframe in
// a docs page. It replays the tracks as the preview page does, and leaves out
// what the embed does not show (panel, plot, inspector, source, sharing).
import { apply, updatePanel } from './motion.js';
import { listenForInput } from './input.js';
import { fitting } from './fit.js';
import { listenToHost } from './host.js';
import { listenToAddress } from './address.js';
import { publish } from './api.js';

listenForInput(true, () => fitting.scale);
listenToHost();
apply(0);
listenToAddress(() => {});
updatePanel();
publish({});
