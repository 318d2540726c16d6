// The GraphvizLayout module; see docs/ARCHITECTURE.md.
