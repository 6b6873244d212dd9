"""The network's dialogs: hosting, joining and their shared lobby, the stand-ins,
and the widgets they share (a credentials file, the computer levels' names)."""
