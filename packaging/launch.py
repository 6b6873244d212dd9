"""The frozen app's entry script (PyInstaller runs it as ``__main__``).

``cartografove/__main__.py`` uses relative imports, so it cannot be the entry script
itself; this file imports the package like the ``cartografove`` console script does.
"""

import sys

from cartografove.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
