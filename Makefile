# Joraku Desktop: the two commands of the README (`make run`, `make test`) do all the set-up.
# A fresh Debian machine with Python 3.11 and no display is enough.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: run test lint bench system-deps clean

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

run: system-deps $(VENV)/.installed-run
	$(PY) -m joraku_desktop

test: system-deps $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(PY) -m ruff check joraku_desktop tests
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

lint: $(VENV)/.installed-test
	$(PY) -m ruff check joraku_desktop tests

bench: $(VENV)/.installed-run
	$(PY) -m joraku_desktop.model.bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
