"""Sphinx configuration: autodoc API reference, doctests, no network access."""

from __future__ import annotations

import pokervariants

project = "pokervariants"
author = "The pokervariants developers"
copyright = "2026, The pokervariants developers"
release = pokervariants.__version__
version = release

extensions = ["sphinx.ext.autodoc", "sphinx.ext.doctest", "sphinx.ext.napoleon"]
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
nitpicky = False
exclude_patterns = ["_build"]
html_theme = "alabaster"
doctest_global_setup = """
from pokervariants import *
from pokervariants.cards import *
from pokervariants.evaluate import *
from pokervariants.evaluation.tables import LazyTable
from pokervariants.evaluation.wild import JOKERS_ONLY, assign
from pokervariants.rankers import *
from pokervariants.engine import *
"""
