import StickyCLI
