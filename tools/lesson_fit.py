"""How far the tutorial's lesson panel scrolls, for every step, as it opens and once it is done
(with "Press Next" or "Watch the scoring…" above the buttons), at 1280×720 and 1024×700 in each
language: 0 everywhere is every lesson read whole without scrolling (docs/window.md).

    QT_QPA_PLATFORM=offscreen python -m tools.lesson_fit            # every language
    QT_QPA_PLATFORM=offscreen python -m tools.lesson_fit ru,ja      # some

Prints one line per language and size: the panel's width, the words' view height, and the
scroll range in pixels of each of the 16 steps, open and done.
"""

from __future__ import annotations

import os
import sys
import tempfile

SIZES = ((1280, 720), (1024, 700))


def main(argv: list[str]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["JORAKU_DATA_DIR"] = tempfile.mkdtemp(prefix="joraku-lesson-fit-")
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from joraku_desktop import i18n
    from joraku_desktop.app import load_fonts
    from joraku_desktop.languages import languages
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow
    from joraku_desktop.words.tutorial import tutorial_finish_text, tutorial_next_text, tutorial_scoring_text

    load_fonts()
    wanted = argv[0].split(",") if argv else [lang.code for lang in languages()]

    def settle() -> None:
        for _ in range(3):
            app.processEvents()

    for lang in wanted:
        i18n.install(lang)
        w = MainWindow(Settings(speed="instant"), autosave=False)
        w.confirm = lambda title, text: True
        w.show()
        w.lessons.start()
        t, panel = w.tutorial, w.lessons.panel
        bar = panel.words.verticalScrollBar()
        for size in SIZES:
            w.resize(*size)
            opens: list[int] = []
            dones: list[int] = []
            for i in range(t.total):
                t.go(i)
                settle()
                w.scene.animator.finish_all()
                settle()
                opens.append(bar.maximum())
                step, worst = t.step, 0
                last = tutorial_finish_text() if t.is_last else tutorial_next_text()
                for task in ("" if step.narrated else last, tutorial_scoring_text()):
                    panel.show_step(step.key, i + 1, t.total, task=task, done=True, last=t.is_last,
                                    first=i == 0, rebuild=True)
                    settle()
                    worst = max(worst, bar.maximum())
                dones.append(worst)
            view = panel.words.viewport().height()
            print(f"{lang} {size[0]}x{size[1]} panel {panel.width()} px, words {view} px;"
                  f" open {opens}; done {dones}", flush=True)
        t.leave()
        w.controller.shutdown()
        w.close()
        w.deleteLater()
        settle()
    i18n.install("en")


if __name__ == "__main__":
    main(sys.argv[1:])
