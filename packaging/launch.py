"""The frozen app's entry script (PyInstaller runs it as ``__main__``).

``cartografove/__main__.py`` uses relative imports, so it cannot be the entry script
itself; this file imports the package like the ``cartografove`` console script does.
"""

import multiprocessing
import sys

from cartografove.__main__ import main

if __name__ == "__main__":
    # the week's computer plays in a child process (spawn): in a frozen app the child
    # is this executable again, and freeze_support runs its work instead of the app
    multiprocessing.freeze_support()
    sys.exit(main())
