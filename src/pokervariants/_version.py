"""The package version, read by the build backend and at run time."""

__version__ = "0.1.0.dev0"
