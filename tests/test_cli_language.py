"""``--lang`` reaches every word a command says about its arguments (issue 20): the
rules' refusals of a setup, argparse's own messages and usage words, and the option
types' sentences — in Czech and Polish, with no English left."""

from __future__ import annotations

import argparse
import ast
import gettext
import inspect
import os
import re

import pytest

from cartografove import cli_language
from cartografove.__main__ import main, parser
from cartografove.cli_language import DOMAIN, asked_language, speaking
from cartografove.cli_words import ARGPARSE, SETUP, setup_problem
from cartografove.paths import resource_path
from cartografove.rules.setup import Setup, SetupError


def said(capsys, *argv: str) -> tuple[int, str]:
    """The exit status and stderr of ``cartografove argv`` run here."""
    try:
        status = main(list(argv))
    except SystemExit as stop:
        status = int(stop.code or 0)
    return status, capsys.readouterr().err


# (arguments, what Czech says, what Polish says): each a case the command line meets
CASES = [
    (
        ["host", "--players", "2", "--edicts", "a,b,c,d"],
        "výnos A: bodovací karta a neexistuje",
        "edykt A: nie ma karty Punktacji a",
    ),
    (
        ["host", "--players", "2", "--side", "Q"],
        "strana mapového listu Q neexistuje",
        "nie ma strony arkusza mapy Q",
    ),
    (
        ["host", "--players", "2", "--rules", "base", "--edicts", "first_game"],
        "základní hra neurčuje výnosy pro první hru",
        "gra podstawowa nie określa edyktów na pierwszą grę",
    ),
    (
        ["host", "--players", "2", "--rules", "base", "--side", "C"],
        "strana mapového listu C se s těmito pravidly nehraje (strany A, B)",
        "stroną arkusza mapy C nie gra się według tych zasad (strony A, B)",
    ),
    (["autoplay", "--side", "Q"], "strana mapového listu Q neexistuje", "nie ma strony arkusza"),
    (
        ["autoplay", "--side", "12"],
        "argument --side: strana mapového listu je jedno písmeno",
        "argument --side: strona arkusza mapy to jedna litera",
    ),
    (["autoplay", "--players", "x"], "není to počet hráčů: 'x'", "to nie jest liczba graczy: 'x'"),
    (["autoplay", "--players", "0"], "hru hraje 1 až", "w grze bierze udział od 1 do"),
    (["autoplay", "--seed", "-1"], "číslo hry je od 0 do", "numer gry wynosi od 0 do"),
    (["autoplay", "--seed"], "očekává se jeden argument", "oczekiwano jednego argumentu"),
    (["autoplay", "--bot", "x"], "--bot bere jednu úroveň", "--bot przyjmuje jeden poziom"),
    (["bogus"], "neplatná volba: 'bogus' (vyber z", "nieprawidłowy wybór: 'bogus' (wybierz"),
    (["--nope"], "neznámé argumenty: --nope", "nierozpoznane argumenty: --nope"),
    (["export-pdf"], "chybí povinné argumenty: ULOŽENÁ_HRA", "wymagane są następujące argumenty"),
    (
        ["blank-sheets", "--side", "C", "-o", ""],
        "název souboru je prázdný",
        "nazwa pliku jest pusta",
    ),
    (
        ["blank-sheets", "--side", "C", "-o", "x", "--copies", "z"],
        "není to počet kopií",
        "liczba kopii",
    ),
    (["join"], "chybí povinné argumenty: KÓD", "wymagane są następujące argumenty: KOD"),
    (["host", "--players", "9"], "síťová hra má 1 až 6 míst", "gra sieciowa ma od 1 do 6 miejsc"),
    (["host", "--server", ""], "není to adresa serveru", "to nie jest adres serwera"),
    (["host", "--port", "70000"], "port je od 1 do 65535", "port wynosi od 1 do 65535"),
    (["host", "--edicts", "a,b"], "výnosy jsou random, first_game", "edykty to random, first_game"),
    (["autoplay", "--lang", "de"], "neplatná volba: 'de'", "nieprawidłowy wybór: 'de'"),
]


@pytest.mark.parametrize("lang", ["cs", "pl"])
@pytest.mark.parametrize(("argv", "cs", "pl"), CASES, ids=[" ".join(c[0]) for c in CASES])
def test_each_mistake_is_said_in_the_language_asked_for(capsys, lang, argv, cs, pl):
    status, err = said(capsys, "--lang", lang, *argv)
    assert status == 2
    assert (cs if lang == "cs" else pl) in err
    assert err.count("\n") == 1  # one line, never a traceback
    hint = "viz" if lang == "cs" else "zob."
    assert argv[0] == "host" or "--help)" not in err or f"({hint} cartografove" in err


SAME_IN_EVERY_LANGUAGE = {
    # names, values and words that are the same in Czech and Polish
    "cartografove", "autoplay", "host", "join", "export", "pdf", "blank", "sheets", "share",
    "verify", "argument", "random", "first_game", "first", "game", "help", "players", "side",
    "seed", "bot", "lang", "edicts", "server", "port", "rules", "base", "output", "copies",
    "nats", "tls", "token", "nope", "bogus", "easy", "medium", "hard",
    "expert", "heroes", "combined", "solo", "nats_server", "url", "plain", "parchment",
}  # fmt: skip


def english_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z_]{3,}", text.lower()) if w not in SAME_IN_EVERY_LANGUAGE}


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_no_english_is_left_in_the_mistakes(capsys, lang):
    """Every English word of the English line is gone from the translated one (the
    words in SAME_IN_EVERY_LANGUAGE are names the user typed or reads in --help)."""
    left = {}
    for argv, _, _ in CASES:
        _, english = said(capsys, *argv)
        _, translated = said(capsys, "--lang", lang, *argv)
        if found := english_words(english) & english_words(translated):
            left[" ".join(argv)] = sorted(found)
    assert left == {}


def test_the_help_speaks_the_language_for_its_own_words(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "autoplay", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("użycie: cartografove autoplay")
    assert "opcje:" in out and "pokazuje tę pomoc i kończy działanie" in out


def test_english_stays_english(capsys):
    status, err = said(capsys, "autoplay", "--side", "12")
    assert status == 2
    assert err == (
        "cartografove autoplay: argument --side: a sheet side is one letter such as C or D, "
        "not '12' (see cartografove autoplay --help)\n"
    )


@pytest.mark.parametrize(
    ("argv", "lang"),
    [
        (["--lang", "cs", "autoplay"], "cs"),
        (["autoplay", "--lang=pl"], "pl"),
        (["--lang", "cs", "autoplay", "--lang", "pl"], "pl"),  # the last one, as argparse
        (["--lan", "pl"], "pl"),
        (["--lang", "de"], None),
        (["--lang"], None),
        (["host", "--l", "cs"], None),  # host's --listen
        (["join", "--", "--lang", "cs"], None),
        ([], None),
    ],
)
def test_the_language_is_read_before_parsing(argv, lang):
    assert asked_language(argv) == lang


def test_parsing_puts_gettext_and_the_environment_back(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr")
    domain = gettext.textdomain()
    said(capsys, "--lang", "cs", "autoplay", "--side", "12")
    assert gettext.textdomain() == domain and os.environ["LANGUAGE"] == "fr"
    monkeypatch.delenv("LANGUAGE")
    with speaking("pl"):
        assert os.environ["LANGUAGE"] == "pl" and gettext.textdomain() == DOMAIN
    assert "LANGUAGE" not in os.environ and cli_language.translate("Arguments", "x") == "x"


def _argparse_messages() -> set[str]:
    """Every message argparse of this Python asks gettext for."""
    found = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "ngettext"):
            found |= {arg.value for arg in node.args if isinstance(arg, ast.Constant)}
    return found


PROGRAMMERS_ONLY = re.compile(
    r"conflicting|dest=|not callable|__call__|cannot merge|invalid option string|"
    r"conflict_resolution|multiple subparser|mutually exclusive|'required'|"
    r"with mode|%\(prog\)s: error|expected %s argument"
)


def test_every_argparse_message_a_user_can_meet_is_translated():
    users = {m for m in _argparse_messages() if not PROGRAMMERS_ONLY.search(m)}
    assert users <= set(ARGPARSE), sorted(users - set(ARGPARSE))
    folder = str(resource_path("i18n", "argparse"))
    for lang in ("cs", "pl"):
        catalogue = gettext.translation(DOMAIN, folder, languages=[lang])
        untranslated = [
            m
            for m in ARGPARSE
            if catalogue.gettext(m) == m and m != "argument %(argument_name)s: %(message)s"
        ]
        assert untranslated == [], lang


def test_no_option_takes_a_fixed_number_of_values():
    """argparse's "expected N arguments" is not translated: only such an option says it."""

    def parsers(top: argparse.ArgumentParser):
        yield top
        for action in top._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    yield from parsers(sub)

    counts = [a.nargs for p in parsers(parser()) for a in p._actions if isinstance(a.nargs, int)]
    assert all(count <= 1 for count in counts)


def _setup_codes() -> set[str]:
    """The codes the rules give a SetupError, read from their source."""
    from cartografove.rules import rule_set, setup

    codes = set()
    for module in (setup, rule_set):
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "SetupError"
                and len(node.args) > 1
                and isinstance(node.args[1], ast.Constant)
            ):
                codes.add(node.args[1].value)
    return codes


def test_every_setup_code_has_a_sentence():
    assert _setup_codes() == set(SETUP)


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_a_setup_refused_for_a_program_only_reason_is_said_without_english(lang):
    from cartografove.cli_language import translator
    from cartografove.rules.setup import RuleSet, RulesOptions

    with pytest.raises(SetupError) as refused:
        Setup(
            players=("Ann",),
            seed=1,
            options=RulesOptions(hero_wildcard=True),
            rules=RuleSet.heroes(),
        )
    assert refused.value.code == "invalid"
    words = setup_problem(refused.value, translator(lang))
    assert "wildcard" not in words and words != str(refused.value)


def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit):
        main([*argv, "--help"])
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["cs", "pl"])
@pytest.mark.parametrize(
    "command",
    [[], ["autoplay"], ["export-pdf"], ["blank-sheets"], ["host"], ["join"], ["share"], ["verify"]],
)
def test_the_help_has_no_english_left(capsys, lang, command):
    """Each command's --help, usage words and every option's help, in the language;
    what stays is what the user types: options, choices, placeholders, card ids."""
    from cartografove.net.cli import _scoring_ids

    english = _help(capsys, *command)
    typed = english.split("\n\n")[0] + " " + " ".join(_scoring_ids())  # the usage
    translated = _help(capsys, "--lang", lang, *command)
    left = (english_words(english) - english_words(typed)) & english_words(translated)
    assert left == set(), translated
