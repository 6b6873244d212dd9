"""Putting sheets on paper: PDF export of filled and blank sheets and its dialogs."""
