// A state effect's transitions (SPEC section 13) as CSS Transitions reverses
// them, as StickyCore's StateTransition does. Pure, no DOM, no state.

// The reversing shortening factor of a transition that reverses one which
// had come `eased` of its way (the curve's output), whose own factor was
// `factor`: that share scaled by the old factor, plus what it left out.
export const shorteningFactor = (eased, factor) => Math.min(1, Math.abs(eased * factor + 1 - factor));
