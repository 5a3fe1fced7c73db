// The preview page of a site that `build --watch` writes: the preview, and
// the follower that shows each rebuild of its screen as it lands. A site
// built without --watch carries `preview.js` alone.
import { start as startPreview } from './preview.js';
import { follow } from './follow.js';

export const start = () => {
  follow(startPreview());
};
