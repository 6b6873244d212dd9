"""What a game's table reports — a message skipped, a move refused, a game that differs
from the host's, a deal that does not add up — reaches ``host`` and ``join`` in the
language of ``--lang`` (issue 20: the reports stayed English)."""

from __future__ import annotations

import ast
import inspect
import re

import pytest

from cartografove.net import cli, table
from cartografove.net.protocol import Message, seat_subject
from cartografove.net.table import Report
from cartografove.network_words import REPORTS, report
from tests.net.test_table import GAME, host_duties, opened, play_out

SAMPLES = [
    Report("message 3 ignored: not signed by the host (forged?)", "ignored", seq=3),
    Report("revealed card 4 is not the seed's card", "card", index=4),
    Report("seat 1: decision refused (Space A1 is already filled.)", "refused", seat=1),
    Report("season 2: this computer's game differs from the host's", "diverged", season=2),
    Report("the host's seed does not match the game it dealt", "seed"),
]
SAID = {
    "cs": [
        "zpráva 3 v záznamu hry byla přeskočena: nebyla to platná zpráva této hry "
        "(podvržená, poškozená nebo mimo pořadí)",
        "karta, kterou hostitel odkryl jako kartu 4, není ta, kterou rozdává číslo hry",
        "místo 1: tah, který pravidla nedovolují, byl odmítnut",
        "období 2: hra na tomto počítači se liší od hry hostitele",
        "tajemství hostitele nerozdává hru, kterou rozdal: hru nelze ověřit",
    ],
    "pl": [
        "wiadomość 3 w zapisie gry została pominięta: nie była to prawidłowa wiadomość tej "
        "gry (podrobiona, uszkodzona lub poza kolejnością)",
        "karta, którą gospodarz odkrył jako kartę 4, nie jest tą, którą rozdaje numer gry",
        "miejsce 1: odrzucono ruch, na który zasady nie pozwalają",
        "Pora Roku 2: gra na tym komputerze różni się od gry gospodarza",
        "sekret gospodarza nie rozdaje gry, którą rozdał: nie można jej zweryfikować",
    ],
}


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_every_kind_of_report_is_said_in_the_language(lang):
    assert [report(sample, lang) for sample in SAMPLES] == SAID[lang]


def test_a_report_is_still_the_english_line_for_the_logs_and_the_app():
    sample = SAMPLES[0]
    assert sample == "message 3 ignored: not signed by the host (forged?)"
    assert "forged" in sample and isinstance(sample, str)


def test_every_report_the_table_makes_has_a_sentence():
    kinds = {
        node.args[1].value
        for node in ast.walk(ast.parse(inspect.getsource(table)))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "Report"
        and len(node.args) > 1
        and isinstance(node.args[1], ast.Constant)
    }
    assert kinds == set(REPORTS) == {sample.kind for sample in SAMPLES}


def test_the_table_reports_what_it_refuses_with_its_kind_and_numbers():
    log, host, client, host_key, keys = opened()
    host_duties(log, host, host_key, {})
    log.raw(seat_subject(GAME, 0), b"{not json")
    illegal = {"type": "draw_fallback", "cell": [0, 0], "terrain": "forest"}
    log.raw(
        seat_subject(GAME, 0), Message("decision", 1, {"decision": illegal}).encode(GAME, keys[0])
    )
    assert [(r.kind, r.params) for r in client.reports] == [
        ("ignored", {"seq": log.seq - 1}),
        ("refused", {"seat": 0}),
    ]


def test_a_deal_that_does_not_add_up_is_reported_as_such():
    log, host, client, host_key, keys = opened()
    play_out(log, host, client, host_key, keys, "cd" * 16)  # not the committed secret
    assert "seed" in {r.kind for r in client.reports}


@pytest.mark.parametrize(("lang", "warning"), [("cs", "varování: "), ("pl", "ostrzeżenie: ")])
def test_the_commands_warn_with_the_translated_report(capsys, lang, warning):
    cli._reporter(lang)(SAMPLES[2])
    err = capsys.readouterr().err
    assert err == warning + SAID[lang][2] + "\n"
    english = {w for w in re.findall(r"[a-z]{4,}", str(SAMPLES[2]))}
    assert not english & set(re.findall(r"[a-z]{4,}", err))


def test_in_english_the_commands_warn_with_the_report_itself(capsys):
    cli._reporter(None)(SAMPLES[0])
    assert capsys.readouterr().err == f"warning: {SAMPLES[0]}\n"
