"""Which packages the wheel carries: found by setuptools, never listed by hand.

A hand-kept list in pyproject.toml once left out two sub-packages of the app, and the
installed app could not start a game (issue 20). Discovery takes every folder under
``cartografove/`` (namespace discovery, so a new folder without ``__init__.py`` is found
too) and every folder under ``resources/``, which the wheel carries as the package
``cartografove.resources``. Everything else about the project is in pyproject.toml;
``tests/test_packaging.py`` compares the built wheel with the tree.
"""

from setuptools import find_namespace_packages, setup

CODE = find_namespace_packages(
    include=["cartografove", "cartografove.*"], exclude=["*.__pycache__"]
)
DATA = [
    "cartografove.resources",
    *(
        f"cartografove.resources.{folder}"
        for folder in find_namespace_packages(where="resources", exclude=["*__pycache__"])
    ),
]

setup(packages=CODE + DATA, package_dir={"cartografove.resources": "resources"})
