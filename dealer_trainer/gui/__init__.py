"""The Qt application. The only package that imports Qt; it holds no rules logic."""
