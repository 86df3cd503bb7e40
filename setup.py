"""Maps the project's top-level folders (fixed by the product brief) onto one import package, `igg`.

pyproject.toml holds the metadata; this file only computes the package-dir mapping, so a new
sub-package in any folder is picked up without editing a list.
"""
from setuptools import find_packages, setup

FOLDERS = ["mockups", "tasks", "envs", "replay", "agents", "human_study"]

package_dir = {"igg": "igg"}
packages = ["igg"]
for folder in FOLDERS:
    package_dir[f"igg.{folder}"] = folder
    packages += [f"igg.{folder}"] + [f"igg.{folder}.{sub}" for sub in find_packages(folder)]

setup(package_dir=package_dir, packages=packages)
