// The TreeRender module; see docs/ARCHITECTURE.md.
