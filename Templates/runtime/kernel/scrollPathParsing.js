// The grammar of `frames --path`, as StickyFormats reads it (ScrollPath's
// parsing, ScrollPathError's reasons): comma-separated OFFSET@SECONDS points
// at increasing times, `!` where the finger lifts, `!+D` or `!-D` where it
// lifts with momentum that would travel D, numbers as JSON writes them,
// within the command line's limits. Pure, no DOM, no state.

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
// ScrollLimits and OffsetLimit: the longest path, its most points, and how
// far an offset may go either way.
const MAXIMUM_SECONDS = 3600;
const MAXIMUM_POINTS = 1000;
const MAXIMUM_OFFSET = 1e12;
const OFFSET_RANGE = '-1e12 to 1e12';

const failure = (text, reason) =>
  new Error('invalid path ' + JSON.stringify(String(text)) + ': ' + reason);

// The items of a path's text, without their spaces.
const itemsOf = (text) => String(text).split(',').map((raw) => raw.split(' ').join(''));

// A number as JSON writes it, or NaN.
const numberOf = (part) => (NUMBER.test(part) ? Number(part) : NaN);

// The points ({offset, time, lifts, travel}) of a path's text; `travel` is
// the momentum's, or null. Throws an Error that says what is wrong, in the
// words of the command line.
export const parsePath = (text) => {
  const fail = (reason) => {
    throw failure(text, reason);
  };
  const points = [];
  itemsOf(text).forEach((item, index) => {
    const number = index + 1;
    if (item === '') fail('item ' + number + ' is empty');
    // A last `!` alone, or the last `!` and a signed travel.
    let place = item;
    let lifts = false;
    let travel = null;
    if (item.endsWith('!')) {
      place = item.slice(0, -1);
      lifts = true;
    } else if (item.includes('!')) {
      const mark = item.lastIndexOf('!');
      const given = item.slice(mark + 1);
      if (!(given.length > 1 && (given[0] === '+' || given[0] === '-'))) {
        fail('item ' + number + " '" + item + "': after ! comes nothing, or + or - and the momentum's travel (800@1.2!+300)");
      }
      // JSON writes the minus itself; after a plus comes the number unsigned.
      const value = given[1] === '-' ? NaN : numberOf(given[0] === '-' ? given : given.slice(1));
      if (!Number.isFinite(value)) fail('item ' + number + ": '" + given + "' is not a finite number");
      place = item.slice(0, mark);
      lifts = true;
      travel = value;
    }
    const parts = place.split('@');
    if (parts.length !== 2) {
      fail('item ' + number + " '" + item + "' is not OFFSET@SECONDS or OFFSET@SECONDS!");
    }
    const values = parts.map((part) => {
      const value = numberOf(part);
      if (!Number.isFinite(value)) fail('item ' + number + ": '" + part + "' is not a finite number");
      return value;
    });
    const point = { offset: values[0], time: values[1], lifts, travel };
    const named = 'item ' + number + " '" + item + "'";
    if (point.time < 0) fail(named + ' has a negative time');
    if (point.time > MAXIMUM_SECONDS) {
      fail(named + ' is later than ' + MAXIMUM_SECONDS + ' seconds, the longest a path may last');
    }
    if (!(Math.abs(point.offset) <= MAXIMUM_OFFSET)) fail(named + ' has an offset beyond ' + OFFSET_RANGE);
    if (travel !== null && !(Math.abs(travel) <= MAXIMUM_OFFSET)) {
      fail(named + ' has a travel beyond ' + OFFSET_RANGE);
    }
    if (points.length && point.time <= points[points.length - 1].time) {
      fail(named + ' does not come after the item before it');
    }
    points.push(point);
    if (points.length > MAXIMUM_POINTS) fail('a path has at most ' + MAXIMUM_POINTS + ' points');
  });
  if (points.length < 2) fail('a path needs at least two points, such as 0@0,400@1');
  return points;
};

// Throws when a lift of `points` (parsed from `text`) gives the momentum's
// travel on a screen whose content does not snap (`snaps` false), where
// nothing would read it (ScrollPath.checkTravels).
export const checkTravels = (text, points, snaps) => {
  if (snaps) return;
  const index = points.findIndex((point) => point.travel !== null);
  if (index < 0) return;
  throw failure(
    text,
    'item ' + (index + 1) + " '" + itemsOf(text)[index] + "' gives the momentum's travel, which only a screen that snaps reads (a scroll with snapType, blocks with snapAlign)",
  );
};

const ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

// The content's path, then `;` and a carousel's own path after its id
// (ScenePath's parsing): {content, carousels: [{id, points}]}. Throws as
// parsePath does, a carousel's reasons after its name.
export const parseScenePath = (text) => {
  const segments = String(text).split(';');
  // A segment's reason, said of the whole text.
  const read = (own, named) => {
    try {
      return parsePath(own);
    } catch (error) {
      throw failure(text, named + error.message.slice(('invalid path ' + JSON.stringify(own) + ': ').length));
    }
  };
  const content = read(segments[0], '');
  const carousels = [];
  segments.slice(1).forEach((segment, index) => {
    const trimmed = segment.split(' ').join('');
    const colon = trimmed.indexOf(':');
    const id = colon < 0 ? '' : trimmed.slice(0, colon);
    if (!ID.test(id)) {
      throw failure(
        text,
        'segment ' + (index + 2) + " '" + segment + "' is not CAROUSEL:PATH, a carousel's id and its own path (cards:0@1.2,600@1.8)",
      );
    }
    if (carousels.some((carousel) => carousel.id === id)) {
      throw failure(text, "carousel '" + id + "' has more than one path");
    }
    carousels.push({ id, points: read(trimmed.slice(colon + 1), "carousel '" + id + "': ") });
  });
  return { content, carousels };
};
