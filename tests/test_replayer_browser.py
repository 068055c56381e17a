"""The hand replayer page in a real browser: headless Chromium driven by Selenium.

A Baseball hand and a Stud/8 hand are recorded as PHH, read back and made into pages (one by
:func:`pokervariants.render.page`, one by ``pokervariants replay --html``); the test opens each as a
``file://`` page, steps to the end with the Right arrow key, checks the stacks the last frame shows
against the history's ``finishing_stacks``, goes back with Home, uses the buttons and the log, and checks
that a screenshot is not blank.

It needs Debian's ``chromium`` and ``chromium-driver`` (``/usr/bin/chromium``, ``/usr/bin/chromedriver``;
``PV_CHROMIUM`` and ``PV_CHROMEDRIVER`` name others) and the ``selenium`` package (in the ``test`` extra);
without them it is skipped, saying how to install them. ``.ci/run`` installs the browser.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import struct
import tempfile
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pokervariants import Baseball, StudHiLo8, phh, render
from pokervariants.bots import CallingBot, RandomBot
from pokervariants.cli import main
from pokervariants.engine.events import Acted

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("PV_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("PV_CHROMEDRIVER", "/usr/bin/chromedriver")
HOW = "to run it: apt-get install chromium chromium-driver; pip install selenium (or pip install '.[test]')"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium for the module's tests, offline (Selenium Manager downloads nothing)."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip(f"the browser test needs selenium, which is not installed; {HOW}")
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not (os.path.isfile(path) and os.access(path, os.X_OK))]
    if missing:
        pytest.skip(f"the browser test needs Chromium and its driver, and {' and '.join(missing)} is missing; {HOW}")
    os.environ["SE_OFFLINE"] = "true"
    profile = tempfile.mkdtemp(prefix="pv-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1440,900", f"--user-data-dir={profile}",
    ):  # fmt: skip
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _played(game: Any, stacks: list[int], seed: int, bot: Any) -> Any:
    hand = game.new_hand(stacks, seed=seed)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))
    return hand


def _baseball_page(folder: Path) -> tuple[Path, Any]:
    """A Baseball hand to the showdown (pot matches, wild cards), as PHH, read back and made a page by render.page."""
    hand = _played(Baseball(ante=1, small_bet=5, big_bet=10), [100] * 5, seed=3, bot=CallingBot())
    phh.dump(phh.record(hand, players=["Ann", "Bo", "Cy", "Di", "Ed"]), folder / "baseball.phh")
    history = phh.load(folder / "baseball.phh")
    page = folder / "baseball.html"
    page.write_text(render.page(history), encoding="utf-8")
    return page, history


def _stud8_page(folder: Path) -> tuple[Path, Any]:
    """A Stud/8 hand with raises and folds, as PHH, made a page by ``pokervariants replay --html``."""
    hand = _played(StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10), [100] * 4, seed=5, bot=RandomBot())
    phh.dump(phh.record(hand), folder / "stud8.phh")
    page = folder / "stud8.html"
    with contextlib.redirect_stdout(io.StringIO()) as out:
        assert main(["replay", str(folder / "stud8.phh"), "--html", str(page)]) == 0
    assert out.getvalue().startswith(f"wrote {page}")
    return page, phh.load(folder / "stud8.phh")


def _pixels(png: bytes) -> tuple[int, int, list[bytes]]:
    """A PNG screenshot decoded with the standard library: its width, height and rows of RGB(A) bytes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, data = 8, b""
    width = height = depth = colour = 0
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position : position + 8])
        body = png[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            data += body
        position += 12 + length
    assert depth == 8 and colour in (2, 6), f"an unexpected PNG: depth {depth}, colour type {colour}"
    size = 3 if colour == 2 else 4
    raw = zlib.decompress(data)
    stride = width * size
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - size] if x >= size else 0
            up, corner = previous[x], previous[x - size] if x >= size else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, rows


def _not_blank(png: bytes) -> None:
    width, height, rows = _pixels(png)
    assert width >= 800 and height >= 500, (width, height)
    size = len(rows[0]) // width
    colours: dict[bytes, int] = {}
    for row in rows[::4]:
        for x in range(0, width * size, 4 * size):
            key = row[x : x + 3]
            colours[key] = colours.get(key, 0) + 1
    total = sum(colours.values())
    assert len(colours) > 50, f"the screenshot has {len(colours)} colours: blank"
    assert max(colours.values()) < 0.8 * total, "the screenshot is mostly one colour"
    felt = sum(n for (r, g, b), n in ((tuple(k), n) for k, n in colours.items()) if g > r + 40 and g > b + 20)
    assert felt > 0.05 * total, "no green felt in the screenshot: the table was not drawn"


def _counter(driver: Any) -> str:
    return str(driver.find_element("id", "step").text)


def _visible(driver: Any) -> list[Any]:
    return [frame for frame in driver.find_elements("css selector", "section.frame") if frame.is_displayed()]


def _drive(driver: Any, page: Path, history: Any, picture: Path) -> None:
    from selenium.webdriver.common.keys import Keys

    driver.get(page.as_uri())
    steps = int(driver.find_element("id", "replayer").get_attribute("data-steps"))
    actions = sum(isinstance(e, Acted) for e in phh.replay(history).events)
    assert steps == actions + 1 and steps > 10
    assert _counter(driver) == f"step 1 of {steps}"
    assert [f.get_attribute("data-step") for f in _visible(driver)] == ["0"]
    assert driver.find_element("id", "prev").get_attribute("disabled") is not None
    assert not driver.find_element("id", "results").is_displayed()  # only at the end

    body = driver.find_element("tag name", "body")
    for _ in range(steps + 2):  # to the end, and past it: the last step stays
        body.send_keys(Keys.ARROW_RIGHT)
    assert _counter(driver) == f"step {steps} of {steps}"
    shown = _visible(driver)
    assert [f.get_attribute("data-step") for f in shown] == [str(steps - 1)]
    finishing = [int(v) for v in history["finishing_stacks"]]
    assert [int(v) for v in shown[0].get_attribute("data-stacks").split(",")] == finishing
    drawn = [int(t.text.replace(",", "")) for t in shown[0].find_elements("css selector", "svg text.stack")]
    assert drawn == finishing, "the stacks drawn in the last frame are not the history's finishing stacks"
    results = driver.find_element("id", "results")
    assert results.is_displayed()
    assert [int(td.text.replace(",", "")) for td in results.find_elements("css selector", "td.final")] == finishing
    current = driver.find_elements("css selector", "#log > li.current")
    assert [li.get_attribute("data-step") for li in current] == [str(steps - 1)]
    assert driver.find_element("id", "next").get_attribute("disabled") is not None
    picture.write_bytes(driver.get_screenshot_as_png())
    _not_blank(picture.read_bytes())

    body.send_keys(Keys.HOME)
    assert _counter(driver) == f"step 1 of {steps}" and not results.is_displayed()
    driver.find_element("id", "next").click()
    driver.find_element("id", "next").click()
    assert _counter(driver) == f"step 3 of {steps}"
    driver.find_element("id", "prev").click()
    assert _counter(driver) == f"step 2 of {steps}"
    assert [f.get_attribute("data-step") for f in _visible(driver)] == ["1"]
    body.send_keys(Keys.END)
    assert _counter(driver) == f"step {steps} of {steps}"
    body.send_keys(Keys.ARROW_LEFT)
    assert _counter(driver) == f"step {steps - 1} of {steps}"
    driver.find_element("css selector", '#log > li[data-step="4"] > a').click()
    assert _counter(driver) == f"step 5 of {steps}"
    assert driver.find_element("id", "slider").get_attribute("value") == "4"
    driver.find_element("id", "last").click()
    driver.find_element("id", "first").click()
    assert _counter(driver) == f"step 1 of {steps}"
    errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
    assert errors == [], errors


@pytest.mark.parametrize("make", [_baseball_page, _stud8_page], ids=["baseball", "stud8"])
def test_the_page_steps_through_the_hand_in_a_browser(browser: Any, tmp_path: Path, make: Any) -> None:
    started = time.perf_counter()
    page, history = make(tmp_path)
    _drive(browser, page, history, tmp_path / "screenshot.png")
    assert time.perf_counter() - started < 120


def test_the_session_page_loads_the_hand_chosen_in_a_browser(browser: Any, tmp_path: Path) -> None:
    """The session replayer (``render.write_session``): the first hand shows on opening, a click on
    another in the list unpacks that hand's page into the viewer, and the replayer inside steps."""
    from selenium.webdriver.support.ui import WebDriverWait

    from pokervariants import Holdem
    from pokervariants.session import Session

    session = Session(Holdem(blinds=(1, 2)), players={"Ann": 200, "Bea": 200, "Cy": 200}, seed=8, button=1)
    session.play(RandomBot(fold_weight=1.0), seed=2, hands=5)
    histories = list(session.histories())
    page = render.write_session(session, tmp_path / "session.html")
    browser.get(page.as_uri())
    assert browser.find_element("id", "session").get_attribute("data-hands") == str(len(histories))
    assert len(browser.find_elements("css selector", "#chips polyline.player")) == 3

    def viewer_title(driver: Any) -> str:
        driver.switch_to.frame(driver.find_element("id", "viewer"))
        try:
            return str(driver.execute_script("return document.title"))  # (driver.title is the top page's)
        finally:
            driver.switch_to.default_content()

    WebDriverWait(browser, 20).until(lambda driver: viewer_title(driver) == f"Hand {histories[0]['hand']}")
    browser.find_element("css selector", '#hands li[data-hand="3"] > a').click()
    WebDriverWait(browser, 20).until(lambda driver: viewer_title(driver) == f"Hand {histories[3]['hand']}")
    assert [li.get_attribute("data-hand") for li in browser.find_elements("css selector", "#hands li.current")] == ["3"]
    browser.switch_to.frame(browser.find_element("id", "viewer"))
    try:
        steps = int(browser.find_element("id", "replayer").get_attribute("data-steps"))
        assert steps == len(phh.replay(histories[3]).actions) + 1
        browser.find_element("id", "last").click()
        assert _counter(browser) == f"step {steps} of {steps}"
    finally:
        browser.switch_to.default_content()
    errors = [entry for entry in browser.get_log("browser") if entry.get("level") == "SEVERE"]
    assert errors == [], errors
