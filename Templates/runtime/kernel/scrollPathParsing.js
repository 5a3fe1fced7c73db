// The grammar of `frames --path`, as StickyFormats reads it (ScrollPath's
// parsing, ScrollPathError's reasons): comma-separated OFFSET@SECONDS points
// at increasing times, `!` where the finger lifts, numbers as JSON writes
// them, within the command line's limits. Pure, no DOM, no state.

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
// ScrollLimits and OffsetLimit: the longest path, its most points, and how
// far an offset may go either way.
const MAXIMUM_SECONDS = 3600;
const MAXIMUM_POINTS = 1000;
const MAXIMUM_OFFSET = 1e12;
const OFFSET_RANGE = '-1e12 to 1e12';

// The points ({offset, time, lifts}) of a path's text. Throws an Error that
// says what is wrong, in the words of the command line.
export const parsePath = (text) => {
  const fail = (reason) => {
    throw new Error('invalid path ' + JSON.stringify(String(text)) + ': ' + reason);
  };
  const points = [];
  String(text)
    .split(',')
    .forEach((raw, index) => {
      const number = index + 1;
      const item = raw.split(' ').join('');
      if (item === '') fail('item ' + number + ' is empty');
      const lifts = item.endsWith('!');
      const parts = (lifts ? item.slice(0, -1) : item).split('@');
      if (parts.length !== 2) {
        fail('item ' + number + " '" + item + "' is not OFFSET@SECONDS or OFFSET@SECONDS!");
      }
      const values = parts.map((part) => {
        const value = NUMBER.test(part) ? Number(part) : NaN;
        if (!Number.isFinite(value)) fail('item ' + number + ": '" + part + "' is not a finite number");
        return value;
      });
      const point = { offset: values[0], time: values[1], lifts };
      const named = 'item ' + number + " '" + item + "'";
      if (point.time < 0) fail(named + ' has a negative time');
      if (point.time > MAXIMUM_SECONDS) {
        fail(named + ' is later than ' + MAXIMUM_SECONDS + ' seconds, the longest a path may last');
      }
      if (!(Math.abs(point.offset) <= MAXIMUM_OFFSET)) fail(named + ' has an offset beyond ' + OFFSET_RANGE);
      if (points.length && point.time <= points[points.length - 1].time) {
        fail(named + ' does not come after the item before it');
      }
      points.push(point);
      if (points.length > MAXIMUM_POINTS) fail('a path has at most ' + MAXIMUM_POINTS + ' points');
    });
  if (points.length < 2) fail('a path needs at least two points, such as 0@0,400@1');
  return points;
};
