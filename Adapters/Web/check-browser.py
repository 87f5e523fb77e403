#!/usr/bin/python3
"""Drives the running WebShoppingList in a real headless Chromium through WebDriver, with the
pointer input Chromium makes for an element click, and checks what a person sees: the catalogue,
a product added to the cart, a product starred.

Run by check-browser.sh, which starts the example and chromedriver:

    check-browser.py --app-port PORT --driver-port PORT [--screenshot PATH]

Needs only Python's standard library, and Debian's chromium and chromium-driver. Prints one line per
check and exits with 1 if any failed. Waits for conditions, never for a guessed time.
"""
import argparse
import base64
import json
import sys
import time
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
failures = []


def check(what, passed, detail=""):
    print(f"{'ok  ' if passed else 'FAIL'} {what}" + ("" if passed else f": {detail}"))
    if not passed:
        failures.append(what)
    return passed


class Browser:
    def __init__(self, driver_port):
        self.base = f"http://127.0.0.1:{driver_port}"
        # No sandbox as root, and no /dev/shm, which a container makes too small for Chromium.
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                            "--window-size=800,700"]}
        self.session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})["sessionId"]

    def call(self, method, path, body=None):
        request = urllib.request.Request(self.base + path, method=method,
                                         data=None if body is None else json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())["value"]

    def command(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def script(self, source, *arguments):
        return self.command("POST", "/execute/sync", {"script": source, "args": list(arguments)})

    def find(self, selector):
        return self.command("POST", "/element", {"using": "css selector", "value": selector})[ELEMENT]

    def click(self, selector):
        self.command("POST", f"/element/{self.find(selector)}/click", {})

    def click_at(self, selector, x_offset):
        """Clicks with a real pointer at a horizontal offset from the element's centre."""
        origin = {ELEMENT: self.find(selector)}
        self.command("POST", "/actions", {"actions": [{"type": "pointer", "id": "mouse", "actions": [
            {"type": "pointerMove", "origin": origin, "x": x_offset, "y": 0},
            {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def wait_until(self, what, source, expected, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            value = self.script(source)
            if value == expected or time.monotonic() > deadline:
                return check(what, value == expected, repr(value))
            time.sleep(0.02)

    def close(self):
        self.command("DELETE", "")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app-port", type=int, required=True)
    parser.add_argument("--driver-port", type=int, required=True)
    parser.add_argument("--screenshot")
    arguments = parser.parse_args()
    browser = Browser(arguments.driver_port)
    try:
        browser.command("POST", "/url", {"url": f"http://127.0.0.1:{arguments.app_port}/"})
        summary = "return document.querySelector('[data-ss] > span:nth-of-type(2)')?.textContent ?? null"
        browser.wait_until("the catalogue is shown, with nothing in the cart", summary,
                           "12 products · 0 in cart · 0 ★")
        check("every product has a row with its star and its button",
              browser.script("return document.querySelectorAll('button[role=switch]').length") == 12)
        check("the page runs under the server's Content-Security-Policy, with no inline script",
              browser.script("return document.querySelectorAll('script:not([src])').length") == 0)
        browser.click("button[aria-label='Add one Milk']")
        browser.wait_until("a click on Add one puts one in the cart", summary, "12 products · 1 in cart · 0 ★")
        browser.click("button[aria-label='Add one Milk']")
        browser.wait_until("a second click puts another", summary, "12 products · 2 in cart · 0 ★")
        browser.click("button[role=switch]")
        browser.wait_until("a click on the star stars the product", summary, "12 products · 2 in cart · 1 ★")
        check("the star says it is on to assistive technology",
              browser.script("return document.querySelector('button[role=switch]').getAttribute('aria-checked')")
              == "true")
        check("the row shows the quantity",
              "× 2" in browser.script("return document.getElementById('ss-app').innerText"))
        # Space on the second star, which the keys focus: the browser's click without a pointer.
        second_star = browser.script("return document.querySelectorAll('button[role=switch]')[1].dataset.ss")
        star = browser.find("[data-ss='" + second_star + "']")
        browser.command("POST", f"/element/{star}/value", {"text": " "})
        browser.wait_until("Space on a focused star stars its product", summary, "12 products · 2 in cart · 2 ★")
        # The bags stepper: a click on its + half; then the up arrow, focused.
        bags_label = "return document.querySelector('#ss-bags').previousElementSibling.textContent"
        browser.click_at("#ss-bags", 40)
        browser.wait_until("a click on the stepper's + half adds a bag", bags_label, "2 bags")
        browser.command("POST", f"/element/{browser.find('#ss-bags')}/value", {"text": "\ue013"})
        browser.wait_until("the up arrow on the focused stepper adds another", bags_label, "3 bags")
        check("the stepper says its value to assistive technology",
              browser.script("return document.querySelector('#ss-bags').getAttribute('aria-valuenow')") == "3")
        # The search field: real key presses, which the browser types, then Return.
        shown_rows = ("return [...document.querySelectorAll('button[role=switch]')]"
                      ".map((star) => star.parentElement.firstChild.textContent).join(',')")
        browser.command("POST", f"/element/{browser.find('#ss-search')}/value", {"text": "ea"})
        browser.wait_until("typing in the search field shows the matching products", shown_rows,
                           "Bread,Tea")
        browser.command("POST", f"/element/{browser.find('#ss-search')}/value", {"text": "\ue007"})
        browser.wait_until("Return ends the search field's editing and the page lets go of the focus",
                           "return document.activeElement === document.body", True)
        check("the search keeps its text", browser.script("return document.querySelector('#ss-search').value") == "ea")
        if arguments.screenshot:
            with open(arguments.screenshot, "wb") as file:
                file.write(base64.b64decode(browser.command("GET", "/screenshot")))
    finally:
        browser.close()
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
