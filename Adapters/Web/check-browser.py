#!/usr/bin/python3
"""Drives the running WebShoppingList in a real headless Chromium through WebDriver, with the
pointer and key input Chromium makes, and checks what a person sees: the catalogue of 100,000
products with only the rows in sight in the page, a product added to the cart and starred, the bags
stepper clicked and stepped with a key, the list scrolled end to end, a search typed.

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
                           "100,000 products · 0 in cart · 0 ★")
        rows = "return document.querySelectorAll('#ss-products > *').length"
        shown = browser.script(rows)
        check("the list of 100,000 products has only the rows in sight in the page", 10 <= shown <= 20, repr(shown))
        check("the page runs under the server's Content-Security-Policy, with no inline script",
              browser.script("return document.querySelectorAll('script:not([src])').length") == 0)
        milk = "button[aria-label='Add one Organic Milk #1']"
        browser.click(milk)
        browser.wait_until("a click on Add one puts one in the cart", summary, "100,000 products · 1 in cart · 0 ★")
        browser.click(milk)
        browser.wait_until("a second click puts another", summary, "100,000 products · 2 in cart · 0 ★")
        browser.click("button[role=switch]")
        browser.wait_until("a click on the star stars the product", summary, "100,000 products · 2 in cart · 1 ★")
        check("the star says it is on to assistive technology",
              browser.script("return document.querySelector('button[role=switch]').getAttribute('aria-checked')")
              == "true")
        check("the row shows the quantity",
              "× 2" in browser.script("return document.getElementById('ss-products').innerText"))
        # Space on the second star, which the keys focus: the browser's click without a pointer.
        second_star = browser.script("return document.querySelectorAll('button[role=switch]')[1].dataset.ss")
        star = browser.find("[data-ss='" + second_star + "']")
        browser.command("POST", f"/element/{star}/value", {"text": " "})
        browser.wait_until("Space on a focused star stars its product", summary, "100,000 products · 2 in cart · 2 ★")
        # The bags stepper: a click on its + half; then the up arrow, focused.
        bags_label = "return document.querySelector('#ss-bags').previousElementSibling.textContent"
        browser.click_at("#ss-bags", 40)
        browser.wait_until("a click on the stepper's + half adds a bag", bags_label, "2 bags")
        browser.command("POST", f"/element/{browser.find('#ss-bags')}/value", {"text": "\ue013"})
        browser.wait_until("the up arrow on the focused stepper adds another", bags_label, "3 bags")
        check("the stepper says its value to assistive technology",
              browser.script("return document.querySelector('#ss-bags').getAttribute('aria-valuenow')") == "3")
        # The list, scrolled end to end: the last product comes into sight, and the page still has
        # only the rows in sight.
        last_row = ("return [...document.querySelectorAll('#ss-products > *')]"
                    ".some((row) => row.textContent.includes('Light Butter #100000'))")
        browser.script("document.getElementById('ss-products').scrollTop = 1e9")
        browser.wait_until("scrolled to the end, the list shows the last of 100,000 products", last_row, True)
        shown = browser.script(rows)
        check("and the page still has only the rows in sight", 10 <= shown <= 20, repr(shown))
        check("each row says its place in the list to assistive technology",
              browser.script("return document.querySelector('#ss-products > :last-child').getAttribute('aria-posinset')")
              == "100000")
        browser.script("document.getElementById('ss-products').scrollTop = 0")
        browser.wait_until("scrolled back, the first row shows its quantity again", 
                           "return document.getElementById('ss-products').innerText.includes('× 2')", True)
        if arguments.screenshot:
            with open(arguments.screenshot, "wb") as file:
                file.write(base64.b64decode(browser.command("GET", "/screenshot")))
        # The search field: real key presses, which the browser types, then Return.
        names = ("return [...document.querySelectorAll('#ss-products > *')]"
                 ".map((row) => row.firstChild.textContent).join(' | ')")
        browser.command("POST", f"/element/{browser.find('#ss-search')}/value", {"text": "#12345"})
        browser.wait_until("typing in the search field shows the matching product", names,
                           "Local Pasta #12345, €5.27")
        browser.command("POST", f"/element/{browser.find('#ss-search')}/value", {"text": "\ue007"})
        browser.wait_until("Return ends the search field's editing and the page lets go of the focus",
                           "return document.activeElement === document.body", True)
        check("the search keeps its text",
              browser.script("return document.querySelector('#ss-search').value") == "#12345")
    finally:
        browser.close()
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
