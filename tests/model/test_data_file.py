"""The rules data file (resources/rules.json): validated on load, errors name the field (R-PR4)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from joraku_desktop.model import RulesDataError, default_rules, load_rules, parse_rules
from joraku_desktop.model.rules_data import digest, validated_digest
from joraku_desktop.paths import resources_dir

RULES_FILE = resources_dir() / "rules.json"


def raw() -> dict:
    return json.loads(RULES_FILE.read_text(encoding="utf-8"))


def test_areas_and_adjacency_R_C7() -> None:
    """R-C7: seven areas in a line, Kyoto (0) to 6 Shinano, with romaji and kanji names."""
    r = default_rules()
    assert [a.romaji for a in r.areas] == ["Kyoto", "Ōmi", "Ise", "Owari", "Mikawa", "Tōtōmi", "Shinano"]
    assert [a.kanji for a in r.areas][1:] == ["近江", "伊勢", "尾張", "三河", "遠江", "信濃"]
    assert r.adjacent == ((1,), (0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5,))


def test_charts_R_PR4_printed_and_inferred_rows() -> None:
    """R-PR4: printed rows for areas 4-6; the RULING's inferred rows mirror them (a,r) ↔ (6−a, 4−r)."""
    r = default_rules()
    assert r.chart[6] == ((7, 4, 2), (0, 0, 0), (0, 0, 0))
    assert r.chart[5] == ((6, 3, 2), (3, 2, 0), (0, 0, 0))
    assert r.chart[4] == ((5, 3, 2), (4, 2, 0), (3, 2, 0))
    for area in range(7):
        for rnd in range(3):
            assert r.inferred[area][rnd] == (area <= 3), (area, rnd)
            if area <= 3:  # RULING: the mirror of a printed row (area 3 mirrors itself)
                assert r.chart[area][rnd] == r.chart[6 - area][2 - rnd]


def test_kachidoki_tables_R_KS4_R_V3() -> None:
    r = default_rules()
    assert r.kachidoki_standard == (3, 2, 1)
    assert r.kachidoki_v3 == (4, 2, 0)


def test_variant_cards_R_C6() -> None:
    """R-C6: six variant rule cards, each with a name and text for the rules help."""
    assert [v.id for v in default_rules().variant_cards] == [f"R-V{i}" for i in range(1, 7)]


@pytest.mark.parametrize("mutate,fragment", [
    (lambda d: d["prestige_charts"][0]["rounds"][0].update(points=[7, 4]),
     "prestige_charts.0.rounds.0.points"),
    (lambda d: d["prestige_charts"][1]["rounds"][1].update(points=[1, 2, 3]), "must not increase"),
    (lambda d: d["areas"][2].update(kanji=""), "areas.2.kanji"),
    (lambda d: d["areas"].pop(), "areas"),
    (lambda d: d["adjacency"].append([3, 9]), "adjacency"),
    (lambda d: d["kachidoki_tables"].update(standard=[3, "x", 1]), "kachidoki_tables.standard.1"),
    (lambda d: d.update(surprise=1), "surprise"),
    (lambda d: d["variant_cards"][0].update(id="R-V9"), "has no effect in the engine"),
    (lambda d: d["variant_cards"][0].update(id="R-V7"), "never R-V7 or R-V8"),
    (lambda d: d["variant_cards"][0].update(id="V1"), "is not a variant card id"),
    (lambda d: d["variant_cards"][1].update(id="R-V1"), "each id once"),
    (lambda d: d["prestige_charts"][2]["rounds"][0].pop("inferred"), "prestige_charts.2.rounds.0.inferred"),
])
def test_broken_file_names_the_field(mutate, fragment: str, tmp_path: Path) -> None:
    d = raw()
    mutate(d)
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(RulesDataError) as info:
        load_rules(path)
    assert fragment in str(info.value)
    assert str(path) in str(info.value)


def test_not_json_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError, match="not valid JSON"):
        parse_rules("{", "x.json")
    with pytest.raises(RulesDataError, match="cannot read"):
        load_rules(tmp_path / "missing.json")


def test_corrected_chart_is_used(tmp_path: Path) -> None:
    """A player who owns the board can correct a chart in the file (R-PR4)."""
    d = raw()
    d["prestige_charts"][6]["rounds"][0]["points"] = [9, 1, 0]
    rules = parse_rules(json.dumps(d))
    assert rules.chart[0][0] == (9, 1, 0)


def test_a_new_variant_card_needs_only_data_and_its_flag(tmp_path: Path, monkeypatch) -> None:
    """docs/variant-cards.md: a 7th card (id R-V9, after the two-player variants' R-V7 and R-V8)
    is one entry in rules.json plus its flag in model/variants.py; the ids are read from the data."""
    from joraku_desktop.model import variants

    d = raw()
    d["variant_cards"].append({"id": "R-V9", "name": "Mountain passes", "text": "…"})
    monkeypatch.setitem(variants.FLAG_OF_CARD, "R-V9", "cheap_daimyo")
    rules = parse_rules(json.dumps(d))
    assert rules.variant_ids[-1] == "R-V9" and rules.variant("R-V9").name == "Mountain passes"
    assert variants.VariantFlags.from_ids({"R-V9"}).cheap_daimyo


def test_every_card_of_the_data_has_an_effect_and_every_effect_a_card() -> None:
    from joraku_desktop.model.variants import FLAG_OF_CARD, VariantFlags

    assert set(default_rules().variant_ids) == set(FLAG_OF_CARD)
    assert sorted(FLAG_OF_CARD.values()) == sorted(VariantFlags.__dataclass_fields__)


# ---- validated where it enters, without pydantic at every start --------------------------------
def test_the_shipped_file_is_validated_and_its_digest_recorded() -> None:
    """The committed rules.json validates with pydantic, its digest is recorded beside it (run
    scripts/stamp_rules.py after editing it), and reading those bytes without pydantic gives
    exactly the rules the validated path gives."""
    data = RULES_FILE.read_bytes()
    assert validated_digest(RULES_FILE) == digest(data), "run: python scripts/stamp_rules.py"
    assert load_rules(RULES_FILE) == parse_rules(data, RULES_FILE) == default_rules()


def test_bytes_other_than_the_validated_ones_are_validated(tmp_path: Path) -> None:
    """A corrected file beside a stale digest (a player edited the chart) is validated on load:
    a broken one still names its field, a good one is used."""
    path = tmp_path / "rules.json"
    shutil.copy(RULES_FILE.with_name("rules.json.sha256"), tmp_path / "rules.json.sha256")
    d = raw()
    d["prestige_charts"][0]["rounds"][0]["points"] = [7, 4]
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"prestige_charts\.0\.rounds\.0\.points"):
        load_rules(path)
    d["prestige_charts"][0]["rounds"][0]["points"] = [8, 4, 2]
    path.write_text(json.dumps(d), encoding="utf-8")
    assert load_rules(path).chart[6][0] == (8, 4, 2)


def test_a_digest_file_of_another_content_proves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text('{"schema_version": 1}', encoding="utf-8")
    (tmp_path / "rules.json.sha256").write_text("not-a-digest  rules.json\n", encoding="ascii")
    with pytest.raises(RulesDataError, match="invalid rules data"):
        load_rules(path)
    (tmp_path / "rules.json.sha256").write_bytes(b"\xff" * 5000)  # garbage is read, bounded, ignored
    with pytest.raises(RulesDataError, match="invalid rules data"):
        load_rules(path)


def test_the_engine_reads_its_rules_without_pydantic() -> None:
    probe = "import sys; from joraku_desktop.model import default_rules; default_rules(); " \
            "print(sorted(m for m in sys.modules if m.startswith('pydantic')))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         timeout=60)
    assert out.stdout.strip() == "[]"
