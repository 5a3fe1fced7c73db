import StickyCore
