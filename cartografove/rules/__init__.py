"""The game itself, as the rulebooks have it (docs/RULES.md): pure Python, no Qt and
nothing else of the project but the file helpers, deterministic from a seed, so a
script, a test, a computer cartographer and every computer at a network table play
exactly the same game.

A :class:`~.game.Game` is its setup (:mod:`.setup`, :mod:`.rule_set`) plus the
decisions made so far (:mod:`.decisions`); at any moment ``game.pending`` says what
it waits for, ``apply`` checks a decision (:mod:`.validation`: an illegal one is
refused with its reason and changes nothing) and makes it (:mod:`.effects`, the
steps of :mod:`.flow`), saying what happened as :mod:`.events`. The cards are data,
checked as they load (:mod:`.cards`, :mod:`.components`); the map sheet is bitboards
(:mod:`.board`); each scoring card is one function (:mod:`.scoring`); what anyone
at the table may count is :mod:`.counting`; :mod:`.preview` tries a decision on a
copy, :mod:`.results` ranks the finished game, :mod:`.save` writes and reads it,
and :mod:`.limits` says how big a game and a name may be.
"""
