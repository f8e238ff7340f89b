"""Developer tools: benchmarks, soaks, fuzzers and pictures of the window.

Not part of the product: the package (``joraku_desktop``) never imports this folder, and the
installers leave it out. Run each from the repository's root as ``python -m tools.<name>``.
"""
